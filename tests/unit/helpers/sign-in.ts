import type { Role } from '../../../common/roles';
import { saveSignIn } from '../../../providers/session';
import { STAFF_RULES_OF } from './staff-rules';

interface StoredSignIn {
  token?: string;
  role?: Role;
  subscribed?: boolean;
  firstTimeSignIn?: boolean;
}

/** Stores a sign-in answer as the login screen does: Ann, with her role's staff rules (none for a member). */
export function storeSignIn({
  token = 't',
  role = 'member',
  subscribed = false,
  firstTimeSignIn = false,
}: StoredSignIn = {}) {
  saveSignIn({
    token,
    firstTimeSignIn,
    user: { name: 'Ann', role, subscribedUser: subscribed, profilePicture: null },
    staffRules: STAFF_RULES_OF[role],
  });
}
