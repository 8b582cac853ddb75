import { isNull } from 'drizzle-orm';
import { SESSION_TEXTS } from '../../../common/security-events.js';
import { badRequest } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { Api } from '../module.js';
import { endSessions } from '../sessions/end-sessions.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { TEXTS } from '../shared/texts.js';
import { users } from './schema.js';
import { keepAdminsAfter } from './user-management-store.js';
import { nextTokenVersion } from './users-store.js';

/**
 * `POST user/bulk`: activate or deactivate users, each row under the rules of a single save: nobody
 * deactivates themselves, an active admin always remains, and a deactivated user's sessions end.
 */
export function registerUserBulkActions(api: Api): void {
  registerBulkActions(api, {
    path: '/user',
    table: users,
    plural: 'users',
    searchIn: [users.name, users.email],
    listed: isNull(users.deletedAt),
    statusField: 'isActive',
    // A new token version refuses the keys the users hold, in the same transaction as the change.
    alsoSet: (action) => (action === 'deactivate' ? { tokenVersion: nextTokenVersion() } : {}),
    async check(tx, request, action, before) {
      if (action !== 'deactivate') return;
      if (before.some((row) => row.id === currentUser(request).id)) throw badRequest(TEXTS.notYourself);
      if (before.some((row) => row.role === 'admin' && row.isActive)) await keepAdminsAfter(tx);
    },
    async afterCommit(_, action, ids) {
      if (action !== 'deactivate') return;
      for (const id of ids)
        await endSessions(api.deps, id, { kind: 'sessions-revoked', details: { note: SESSION_TEXTS.deactivated } });
    },
  });
}
