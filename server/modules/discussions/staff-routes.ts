import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, notFound } from '../../errors.js';
import {
  idParams,
  staffDiscussionList,
  staffDiscussionListQuery,
  staffDiscussionPatch,
  staffDiscussionRecord,
  staffDiscussionWithMessage,
} from '../../schemas/index.js';
import type { Api } from '../module.js';
import { recordAudit } from '../shared/audit-trail.js';
import { runList } from '../shared/lists.js';
import { TEXTS } from '../shared/texts.js';
import { announceChange } from './notices.js';
import { discussionPosts, discussionReports } from './schema.js';
import { staffListFilter, staffPage, staffRecord } from './staff-records.js';
import { DISCUSSION_TEXTS } from './texts.js';

const tags = ['discussions'];

/** The staff Discussions screen: every post, hidden ones included, to answer, hide, lock or delete. */
export async function discussionStaffRoutes(api: Api): Promise<void> {
  const { deps } = api;
  const { db } = deps;

  const record = async (id: number) => {
    const found = await staffRecord(db, id);
    if (!found) throw notFound(DISCUSSION_TEXTS.postNotFound);
    return found;
  };

  api.get(
    '/discussions',
    { schema: { tags, querystring: staffDiscussionListQuery, response: { 200: staffDiscussionList } } },
    async (request, reply) =>
      runList(reply, request.query, {
        ...staffListFilter(request.query),
        rows: (page) => staffPage(db, page),
        count: (where) => db.$count(discussionPosts, where),
      }),
  );

  api.get(
    '/discussions/:id',
    { schema: { tags, params: idParams, response: { 200: staffDiscussionRecord } } },
    async (request) => record(request.params.id),
  );

  api.patch(
    '/discussions/:id',
    {
      schema: { tags, params: idParams, body: staffDiscussionPatch, response: { 200: staffDiscussionWithMessage } },
    },
    async (request) => {
      const { id } = request.params;
      const { hidden, locked, dismissReports } = request.body;
      const before = await record(id);
      if (locked !== undefined && before.threadId !== null)
        throw badRequest(`locked: ${DISCUSSION_TEXTS.lockNotAQuestion}`, { field: 'locked' });
      await db.transaction(async (tx) => {
        if (hidden !== undefined || locked !== undefined) {
          const [was] = await tx.select().from(discussionPosts).where(eq(discussionPosts.id, id)).for('update');
          const [now] = await tx
            .update(discussionPosts)
            .set({ hidden, locked })
            .where(eq(discussionPosts.id, id))
            .returning();
          if (was && now) await recordAudit(tx, request, { recordId: id, action: 'update', before: was, after: now });
        }
        // Hiding a post settles its reports, as dismissing them does.
        if (!hidden && !dismissReports) return;
        const settled = await tx
          .update(discussionReports)
          .set({ resolvedAt: deps.now() })
          .where(and(eq(discussionReports.postId, id), isNull(discussionReports.resolvedAt)))
          .returning({ id: discussionReports.id });
        if (settled.length > 0)
          await recordAudit(tx, request, {
            recordId: id,
            action: 'update',
            before: { openReports: settled.length },
            after: { openReports: 0 },
          });
      });
      // Members' open pages drop a hidden post at once.
      announceChange(deps, before.lectureId);
      return { ...(await record(id)), message: TEXTS.updated('Discussion') };
    },
  );
}
