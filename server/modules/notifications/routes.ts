import { z } from 'zod';
import { isStaff } from '../../../common/roles.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  notificationList,
  notificationListQuery,
  notificationPatch,
  notificationRecord,
  notificationWithMessage,
  sendNotificationBody,
  staleSaveResponse,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { recordAudit } from '../shared/audit-trail.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { fieldsToSet } from '../shared/fields-to-set.js';
import { runList } from '../shared/lists.js';
import { MemberAnswerCache } from '../shared/member-answer-cache.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { RAISES as USER_WRITES } from '../users/users-store.js';
import { mailNotification } from './notification-mails.js';
import { notificationsExport } from './notifications-export.js';
import {
  loadNotification,
  markRead,
  notificationListReads,
  notificationsListFilter,
  notificationVersion,
  RAISES as NOTIFICATION_WRITES,
  saveNotificationEdit,
} from './notifications-store.js';
import { sendNotification } from './send-notification.js';

const tags = ['notifications'];

export const notificationsModule: ApiModule = {
  staffArea: 'notifications',
  async member(api) {
    const { deps } = api;
    // A member's list shows their own name as its recipient: their user writes drop it too.
    const lists = new MemberAnswerCache(deps, { member: [...NOTIFICATION_WRITES, ...USER_WRITES] });
    api.get(
      '/notifications',
      { schema: { tags, querystring: notificationListQuery, response: { 200: notificationList } } },
      (request, reply) => {
        const user = currentUser(request);
        return lists.send(request, reply, () =>
          runList(reply, request.query, {
            ...notificationsListFilter(user),
            ...notificationListReads(deps.db, user),
          }),
        );
      },
    );
    api.get(
      '/notifications/:id',
      { schema: { tags, params: idParams, response: { 200: notificationRecord } } },
      async (request, reply) => {
        const user = currentUser(request);
        if (isStaff(user)) tagVersion(reply, await notificationVersion(deps.db, request.params.id));
        return loadNotification(deps.db, user, request.params.id);
      },
    );
    api.post(
      '/notifications/:id/read',
      { schema: { tags, params: idParams, response: { 200: z.object({ message: z.string(), read: z.boolean() }) } } },
      async (request) => {
        const user = currentUser(request);
        await loadNotification(deps.db, user, request.params.id);
        await markRead(deps.db, request.params.id, user.id, deps.now());
        return { message: TEXTS.notificationRead, read: true };
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    registerSqlExport(api, {
      list: '/notifications',
      file: 'notifications',
      query: notificationListQuery,
      filter: (_, staff) => notificationsListFilter(staff),
      rows: () => notificationsExport,
    });
    api.post(
      '/notifications/send-to-specific',
      { schema: { tags, body: sendNotificationBody, response: { 201: notificationWithMessage } } },
      async (request, reply) => {
        const user = currentUser(request);
        const { email, ...body } = request.body;
        const row = await sendNotification(deps, { ...body, createdBy: user.id }, (tx, created, userIds) =>
          recordAudit(tx, request, { recordId: created.id, action: 'create', after: { ...created, userIds } }),
        );
        if (email) await mailNotification(deps, row, body.isForAllUsers ? 'all' : body.userIds);
        return reply
          .code(201)
          .send({ ...(await loadNotification(deps.db, user, row.id)), message: TEXTS.notificationSent });
      },
    );
    api.patch(
      '/notifications/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: notificationPatch,
          response: { 200: notificationWithMessage, 412: staleSaveResponse(notificationRecord) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const current = () => loadNotification(deps.db, currentUser(request), id);
        await saveNotificationEdit(deps.db, request, { id, current, set: fieldsToSet(request.body) });
        tagVersion(reply, await notificationVersion(deps.db, id));
        return { ...(await current()), message: TEXTS.notificationUpdated };
      },
    );
  },
};
