import { httpClient } from './http-client';
import { saveStaffRules } from './session';
import type { StaffAccess } from './types';

/** Reads the staff rules of the signed-in role again, so a rule changed on the server reaches an open session. */
export const refreshStaffRules = () =>
  httpClient.get<StaffAccess>('user/staff-access').then(({ data }) => saveStaffRules(data.rules));
