import { PATHS } from '../common/paths';
import { STORAGE_KEYS } from './constants';

/** The join screen's address for an invite's token. */
const joinTeamPath = (token: string) => `${PATHS.joinTeam}?token=${encodeURIComponent(token)}`;

/** Kept when the link is opened signed out, so signing up and in brings the person back to it. */
export const rememberInvite = (token: string) => localStorage.setItem(STORAGE_KEYS.pendingInvite, token);

export const forgetInvite = () => localStorage.removeItem(STORAGE_KEYS.pendingInvite);

/** Where a member lands after signing in while an invite waits, or null. */
export function pendingInvitePath(): string | null {
  // The server draws some pages with the client's code, where there is no storage.
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.pendingInvite);
  return token ? joinTeamPath(token) : null;
}
