import type { ApiModule } from '../module.js';
import { liveChatMemberRoutes } from './member-routes.js';
import { liveChatStaffRoutes } from './staff-routes.js';

/** Live classes' chat and questions (docs/API.md#live-chat): members who may watch, and the staff who manage live classes moderating. */
export const liveChatModule: ApiModule = {
  staffArea: 'live',
  subscriber: liveChatMemberRoutes,
  staff: liveChatStaffRoutes,
};
