import { isStaff } from '../../../common/roles.js';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { type CatalogueLecture, type CatalogueSnapshot, visibleEntry } from '../lectures/catalogue-snapshot.js';
import { findPost, type PostRow } from './discussions-store.js';
import { DISCUSSION_TEXTS } from './texts.js';

/** A post with its thread's question (itself when it is one) and its lecture, as this caller may see them. */
export interface VisiblePost {
  post: PostRow;
  thread: PostRow;
  lecture: CatalogueLecture;
}

/** The lecture when this caller may watch it: the one rule for reading and writing its discussion. */
export async function watchableLecture(deps: Pick<AppDeps, 'catalogue'>, user: AuthUser, lectureId: number) {
  return watchableIn(await deps.catalogue.snapshot(), user, lectureId);
}

/** `watchableLecture` in a snapshot at hand. */
export function watchableIn(snapshot: CatalogueSnapshot, user: AuthUser, lectureId: number): CatalogueLecture {
  const entry = visibleEntry(snapshot, user, lectureId);
  if (!entry) throw notFound(DISCUSSION_TEXTS.lectureNotFound);
  return entry;
}

/**
 * The post if this caller may see it: its lecture watchable by them and, for members, neither it nor its
 * question hidden. Anything else is the same 404, so a post's existence says nothing.
 */
export async function visiblePost(deps: Pick<AppDeps, 'catalogue' | 'db'>, user: AuthUser, id: number) {
  const post = await findPost(deps.db, id);
  const thread = post?.threadId ? await findPost(deps.db, post.threadId) : post;
  const lecture = post && (await deps.catalogue.lecture(user, post.lectureId));
  if (!post || !thread || !lecture || (!isStaff(user) && (post.hidden || thread.hidden)))
    throw notFound(DISCUSSION_TEXTS.postNotFound);
  return { post, thread, lecture } satisfies VisiblePost;
}

/** A post read back after a write: deleted or hidden meanwhile, it is the same 404 as any post gone. */
export function readBack<T>(record: T | undefined): T {
  if (!record) throw notFound(DISCUSSION_TEXTS.postNotFound);
  return record;
}
