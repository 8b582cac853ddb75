import { getSession, updateSession } from '../../providers/session';

/** The tour runs while the stored `firstLogin` is not the text `false` (spec §2). */
export const tourPending = () => getSession().firstLogin;

export function markTourDone(): void {
  updateSession({ firstLogin: false });
}
