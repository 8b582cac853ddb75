import { and, eq, isNull, sql } from 'drizzle-orm';
import { pgCode, UNIQUE_VIOLATION } from '../../db/pg-errors.js';
import { badRequest, conflict } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { sendJsonText } from '../../plugins/response-serializer.js';
import {
  errorResponse,
  idParams,
  listQuery,
  staffUserBody,
  staffUserPatch,
  staffUserQuery,
  staleSaveResponse,
  userList,
  userRecord,
  userWithMessage,
} from '../../schemas/index.js';
import { KeyedCache } from '../../services/keyed-cache.js';
import { assertStrongPassword } from '../../services/password-strength.js';
import { hashPassword } from '../../services/passwords.js';
import type { ApiModule } from '../module.js';
import { endSessions } from '../sessions/end-sessions.js';
import { recordAudit } from '../shared/audit-trail.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { type ListFilter, readList, setTotalCount, withPage } from '../shared/lists.js';
import { saveIfUnchanged, tagCurrentVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { assertOwnPicture } from '../users/profile-picture.js';
import { users } from '../users/schema.js';
import { loadUserRecord } from '../users/user-record.js';
import { registerUserBulkActions } from './bulk-users.js';
import { keepAnAdmin } from './last-admin.js';
import { latestSubscriptions } from './latest-subscriptions.js';
import { type UserPage, userPageJson } from './page-answer.js';
import { sessionsEndedBy } from './sessions-ended-by.js';
import { usersExport } from './users-export.js';

const tags = ['users (staff)'];
type UserRow = typeof users.$inferSelect;
const usersQuery = listQuery(['id', 'name', 'email', 'phone', 'isActive', 'createdAt']).extend(staffUserQuery.shape);
const sortable = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** User Management's filter and order (newest first), shared by the list and its CSV export. */
const usersListFilter = (query: { role?: UserRow['role'] }): ListFilter<keyof typeof sortable> => ({
  sortable,
  defaultSort: ['createdAt', 'desc'],
  idColumn: users.id,
  searchIn: [users.name, users.email],
  where: and(isNull(users.deletedAt), query.role ? eq(users.role, query.role) : undefined),
});

export const staffUsersModule: ApiModule = {
  staffArea: 'users',
  async staff(api) {
    const { db } = api.deps;
    registerUserBulkActions(api);

    // Pages as read from the database, kept until any user or subscription changes (in any process);
    // their JSON is made again when the clock passes a member's access end, so membership follows the clock.
    const pages = new KeyedCache<string, UserPage>(api.deps.changeFeed, 500);
    for (const kind of ['user', 'user-added'] as const) api.deps.changeFeed.on(kind, () => pages.clear());
    // The total without a search, kept apart: a rename drops the pages but cannot change it.
    const totals = new KeyedCache<string, number>(api.deps.changeFeed, 10);
    for (const kind of ['user-added', 'user-count'] as const) api.deps.changeFeed.on(kind, () => totals.clear());

    api.get(
      '/user/getAll',
      { schema: { tags, querystring: usersQuery, response: { 200: userList } } },
      async (request, reply) => {
        const page = await pages.get(JSON.stringify(request.query), () =>
          readList(request.query, {
            ...usersListFilter(request.query),
            rows: async (window) => {
              const rows = await withPage(db.select().from(users).$dynamic(), window);
              const latest = await latestSubscriptions(
                db,
                rows.map((row) => row.id),
              );
              return rows.map((user) => ({ user, subscription: latest.get(user.id) }));
            },
            count: (where) =>
              request.query.q
                ? db.$count(users, where)
                : totals.get(request.query.role ?? 'all', () => db.$count(users, where)),
          }),
        );
        setTotalCount(reply, page.total);
        return sendJsonText(reply, userPageJson(page, api.deps.now()));
      },
    );
    registerSqlExport(api, {
      list: '/user',
      file: 'users',
      query: usersQuery,
      filter: usersListFilter,
      rows: () => usersExport,
    });

    api.get(
      '/user/getOne/:id',
      { schema: { tags, params: idParams, response: { 200: userRecord } } },
      async (request, reply) => {
        await tagCurrentVersion(reply, db, users, request.params.id);
        return loadUserRecord(db, request.params.id, api.deps.now());
      },
    );

    api.post(
      '/user',
      { schema: { tags, body: staffUserBody, response: { 201: userWithMessage, 503: errorResponse } } },
      async (request, reply) => {
        const { password, ...fields } = request.body;
        assertStrongPassword(password, [fields.email, fields.name]);
        const passwordHash = await hashPassword(password);
        const created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ ...fields, isVerified: true, passwordHash })
            .onConflictDoNothing({ target: users.email })
            .returning();
          if (row) await recordAudit(tx, request, { recordId: row.id, action: 'create', after: row });
          return row;
        });
        if (!created) throw conflict(TEXTS.emailTaken);
        return reply
          .code(201)
          .send({ ...(await loadUserRecord(db, created.id, api.deps.now())), message: TEXTS.userAdded });
      },
    );

    api.patch(
      '/user/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: staffUserPatch,
          response: { 200: userWithMessage, 412: staleSaveResponse(userRecord), 503: errorResponse },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { status, password, ...fields } = request.body;
        const current = () => loadUserRecord(db, id, api.deps.now());
        const before = await current();
        await assertOwnPicture(db, id, fields.profilePicture);
        if (password !== undefined)
          assertStrongPassword(password, [fields.email ?? before.email, fields.name ?? before.name]);
        if (id === currentUser(request).id && (status === false || fields.role === 'member'))
          throw badRequest(TEXTS.notYourself);
        // Deactivating, a new password or another role ends every session of that user at once.
        const why = sessionsEndedBy({ status, password, role: fields.role }, before.role);
        const passwordHash = password === undefined ? undefined : await hashPassword(password);
        try {
          await saveIfUnchanged(db, request, { table: users, id, label: 'User', current }, async (tx, row) => {
            if (row.role === 'admin' && row.isActive && ((fields.role && fields.role !== 'admin') || status === false))
              await keepAnAdmin(tx);
            await tx
              .update(users)
              .set({
                ...fields,
                ...(status === undefined ? {} : { isActive: status }),
                ...(passwordHash === undefined ? {} : { passwordHash }),
                ...(why ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
                updatedAt: api.deps.now(),
              })
              .where(eq(users.id, id));
          });
        } catch (error) {
          if (pgCode(error) === UNIQUE_VIOLATION) throw conflict(TEXTS.emailTaken);
          throw error;
        }
        if (why) await endSessions(api.deps, id, { kind: why.kind, details: { note: why.note } });
        await tagCurrentVersion(reply, db, users, id);
        const after = await current();
        const message = status === undefined ? TEXTS.userUpdated : status ? TEXTS.markedActive : TEXTS.markedInactive;
        return { ...after, message };
      },
    );
  },
};
