import { getSession, updateSession } from '../../providers/session';

/** The tour runs while the stored `firstLogin` is not the text `false` (docs/PRODUCT.md#tour). */
export const tourPending = () => getSession().firstLogin;

export function markTourDone(): void {
  updateSession({ firstLogin: false });
}
