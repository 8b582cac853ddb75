import { z } from 'zod';
import { MESSAGES } from '../../constants.js';
import { badRequest, unauthorized } from '../../errors.js';
import { currentUser, requestOrigin } from '../../plugins/auth.js';
import {
  changePasswordBody,
  changePasswordResponse,
  errorResponse,
  profileBody,
  profileResponse,
  userRecord,
} from '../../schemas/index.js';
import { assertStrongPassword } from '../../services/password-strength.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { sessionKey } from '../auth/sign-in-key.js';
import type { ApiModule } from '../module.js';
import { endSessions } from '../sessions/end-sessions.js';
import { passwordFacts, setPassword, updateUser } from '../users/users-store.js';
import { assertOwnPicture } from './profile-picture.js';
import { loadUserRecord, sessionUserRecord } from './user-record.js';

const tags = ['user'];

export const profileModule: ApiModule = {
  async member(api) {
    const { db } = api.deps;

    api.get('/user/me', { schema: { tags, response: { 200: userRecord } } }, async (request) =>
      sessionUserRecord(api.deps, currentUser(request).id),
    );

    api.post('/user/tour-complete', { schema: { tags, response: { 200: z.object({}) } } }, async (request) => {
      await updateUser(db, currentUser(request).id, { tourCompletedAt: api.deps.now() });
      return {};
    });

    api.patch(
      '/user/update/password',
      { schema: { tags, body: changePasswordBody, response: { 200: changePasswordResponse, 503: errorResponse } } },
      async (request) => {
        const { currentPassword, password, confirmPassword } = request.body;
        if (password !== confirmPassword) throw badRequest(MESSAGES.passwordsDiffer, { field: 'confirmPassword' });
        const me = currentUser(request);
        const row = await passwordFacts(db, me.id);
        assertStrongPassword(password, [row.email, row.name]);
        if (!(await verifyPassword(row.passwordHash, currentPassword)))
          throw badRequest(MESSAGES.wrongCurrentPassword, { field: 'currentPassword' });
        const updated = await setPassword(db, me.id, await hashPassword(password), api.deps.now());
        // Every other session ends; this one goes on with a new key (the old one stops) and its own lifetime.
        await endSessions(api.deps, me.id, {
          kind: 'password-changed',
          details: requestOrigin(request),
          keep: me.sessionId,
        });
        const session = await api.deps.liveSessions.get(me.sessionId);
        if (!session) throw unauthorized(MESSAGES.sessionExpired);
        return { message: MESSAGES.passwordUpdated, token: await sessionKey(api.deps, updated, session) };
      },
    );
  },

  async subscriber(api) {
    const { db } = api.deps;
    api.patch(
      '/user/update/profile',
      { schema: { tags, body: profileBody, response: { 200: profileResponse } } },
      async (request) => {
        const me = currentUser(request);
        const { name, phone, dob, profilePicture } = request.body;
        await assertOwnPicture(db, me.id, profilePicture);
        await updateUser(db, me.id, { name, phone, dob, profilePicture, updatedAt: api.deps.now() });
        return { ...(await loadUserRecord(db, me.id, api.deps.now())), message: MESSAGES.profileUpdated };
      },
    );
  },
};
