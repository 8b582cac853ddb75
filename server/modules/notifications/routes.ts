import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
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
import { type ListFilter, runList, withPage } from '../shared/lists.js';
import { saveIfUnchanged, tagCurrentVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { mailNotification } from './notification-mails.js';
import { notificationsVisibleTo, selectNotifications, toNotificationRecords } from './notification-records.js';
import { notificationsExport } from './notifications-export.js';
import { notificationRecipients, notifications } from './schema.js';
import { sendNotification } from './send-notification.js';

const tags = ['notifications'];
const sortable = { id: notifications.id, title: notifications.title, createdAt: notifications.createdAt };

/** The notification list's filter and order (newest first), shared by the list and its CSV export. */
const notificationsListFilter = (user: AuthUser): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: notifications.id,
  searchIn: [notifications.title],
  where: notificationsVisibleTo(user),
});

async function loadNotification(deps: Pick<AppDeps, 'db'>, user: AuthUser, id: number) {
  const rows = await selectNotifications(deps.db, user).where(
    and(eq(notifications.id, id), notificationsVisibleTo(user)),
  );
  if (rows.length === 0) throw notFound('Notification not found');
  const [record] = await toNotificationRecords(deps.db, user, rows);
  return record;
}

export const notificationsModule: ApiModule = {
  staffArea: 'notifications',
  async member(api) {
    const { deps } = api;
    api.get(
      '/notifications',
      { schema: { tags, querystring: notificationListQuery, response: { 200: notificationList } } },
      async (request, reply) => {
        const user = currentUser(request);
        return runList(reply, request.query, {
          ...notificationsListFilter(user),
          rows: async (page) =>
            toNotificationRecords(deps.db, user, await withPage(selectNotifications(deps.db, user), page)),
          count: (where) => deps.db.$count(notifications, where),
        });
      },
    );
    api.get(
      '/notifications/:id',
      { schema: { tags, params: idParams, response: { 200: notificationRecord } } },
      async (request, reply) => {
        const user = currentUser(request);
        if (isStaff(user)) await tagCurrentVersion(reply, deps.db, notifications, request.params.id);
        return loadNotification(deps, user, request.params.id);
      },
    );
    api.post(
      '/notifications/:id/read',
      { schema: { tags, params: idParams, response: { 200: z.object({ message: z.string(), read: z.boolean() }) } } },
      async (request) => {
        const user = currentUser(request);
        await loadNotification(deps, user, request.params.id);
        // For all-user notifications the recipient row appears here, on first read.
        await deps.db
          .insert(notificationRecipients)
          .values({ notificationId: request.params.id, userId: user.id, readAt: deps.now() })
          .onConflictDoUpdate({
            target: [notificationRecipients.notificationId, notificationRecipients.userId],
            set: { readAt: sql`coalesce(${notificationRecipients.readAt}, excluded.read_at)` },
          });
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
          .send({ ...(await loadNotification(deps, user, row.id)), message: TEXTS.notificationSent });
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
        const user = currentUser(request);
        const { id } = request.params;
        const current = () => loadNotification(deps, user, id);
        const toSet = fieldsToSet(request.body);
        await saveIfUnchanged(
          deps.db,
          request,
          { table: notifications, id, label: 'Notification', current },
          async (tx) => {
            if (toSet) await tx.update(notifications).set(toSet).where(eq(notifications.id, id));
          },
        );
        await tagCurrentVersion(reply, deps.db, notifications, id);
        return { ...(await current()), message: TEXTS.notificationUpdated };
      },
    );
  },
};
