import type { ApiModule } from '../module.js';
import { discussionMemberRoutes } from './member-routes.js';
import { discussionStaffRoutes } from './staff-routes.js';

/** Lecture discussions (docs/API.md#lecture-discussions): members who may watch a lecture, and staff moderating. */
export const discussionsModule: ApiModule = {
  staffArea: 'discussions',
  subscriber: discussionMemberRoutes,
  staff: discussionStaffRoutes,
};
