import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { hearOwnWrites } from '../../plugins/write-sync.js';
import type { LectureRecord } from '../../schemas/index.js';
import type { MediaViewer } from '../../services/media-urls.js';
import type { LearningState } from '../progress/learning-state.js';
import { LADDER_FILES } from '../videos/ladder.js';
import type { CatalogueLecture } from './catalogue-snapshot.js';

type Deps = Pick<AppDeps, 'catalogue' | 'learning' | 'mediaUrls'>;
/** The fields each session gets its own grants in: the lecture's video, captions and HLS ladder. */
type GrantedFields = Pick<LectureRecord, 'videoUpload' | 'captions' | 'hls' | 'storyboard'>;
type SharedFields = Omit<LectureRecord, 'isFavourite' | 'lectureProgress' | keyof GrantedFields>;

interface SharedMemo {
  expiry: number;
  fields: SharedFields;
  /** `fields` as JSON without its closing brace, made the first time a list is written as text. */
  json?: string;
}

/** What every caller sees of a lecture, signed URLs included, reused while the signatures' expiry holds. */
const sharedFields = new WeakMap<CatalogueLecture, SharedMemo>();

function sharedMemo(mediaUrls: Deps['mediaUrls'], entry: CatalogueLecture): SharedMemo {
  const expiry = mediaUrls.currentExpiry();
  const memo = sharedFields.get(entry);
  if (memo?.expiry === expiry) return memo;
  const { lecture, course, category } = entry;
  const tags = entry.tags.map(({ id, title }) => ({ id, title }));
  const fields: SharedFields = {
    id: lecture.id,
    name: lecture.name,
    description: lecture.description,
    courseId: lecture.courseId,
    categoryId: lecture.categoryId,
    tagIds: tags.map((tag) => tag.id),
    poster: mediaUrls.toUrl(lecture.posterKey),
    lectureLength: lecture.lengthSeconds,
    order: lecture.order,
    createdAt: lecture.createdAt.toISOString(),
    tags,
    category: { id: category.id, title: category.title },
    course: { id: course.id, title: course.title },
    chapters: lecture.chapters,
    draft: lecture.draft,
  };
  const made = { expiry, fields };
  sharedFields.set(entry, made);
  return made;
}

const fieldsOf = (mediaUrls: Deps['mediaUrls'], entry: CatalogueLecture): SharedFields =>
  sharedMemo(mediaUrls, entry).fields;

function progressOf(entry: CatalogueLecture, learning: LearningState): LectureRecord['lectureProgress'] {
  const watched = learning.progress.get(entry.lecture.id);
  return watched
    ? [
        {
          watchedSeconds: watched.watchedSeconds,
          lastPosition: watched.lastPosition,
          updatedAt: watched.updatedAt.toISOString(),
        },
      ]
    : [];
}

/**
 * The lecture's video, captions, HLS master playlist and storyboard, granted to this caller's session
 * alone: every file stops at its next request once the session ends or the caller may no longer watch.
 */
function grantedFields(mediaUrls: Deps['mediaUrls'], entry: CatalogueLecture, viewer: MediaViewer): GrantedFields {
  const { lecture, ladder } = entry;
  const query = ladder && mediaUrls.grant(ladder.hlsKey, viewer);
  return {
    videoUpload: mediaUrls.toGrantedUrl(lecture.videoKey, viewer) ?? '',
    captions: lecture.captions.map(({ label, key }) => ({ label, url: mediaUrls.toGrantedUrl(key, viewer) ?? '' })),
    hls: ladder ? `/media/${ladder.hlsKey}${LADDER_FILES.master}?${query}` : null,
    storyboard: ladder?.hasStoryboard ? `/media/${ladder.hlsKey}${LADDER_FILES.storyboard}?${query}` : null,
  };
}

/** A lecture record as this caller sees it: the shared fields, their favourite flag and progress, and their grants. */
export function personalRecord(
  mediaUrls: Deps['mediaUrls'],
  entry: CatalogueLecture,
  learning: LearningState,
  viewer: MediaViewer,
): LectureRecord {
  return {
    ...fieldsOf(mediaUrls, entry),
    isFavourite: learning.favouriteSet.has(entry.lecture.id),
    lectureProgress: progressOf(entry, learning),
    ...grantedFields(mediaUrls, entry, viewer),
  };
}

/**
 * `personalRecord` written as JSON: the lecture's shared fields are serialised once per snapshot and
 * signature expiry, so a list costs string joins, not a thousand objects built and serialised per
 * call. API tests hold each listed record equal to the one-lecture answer.
 */
export function personalRecordJson(
  mediaUrls: Deps['mediaUrls'],
  entry: CatalogueLecture,
  learning: LearningState,
  viewer: MediaViewer,
): string {
  const memo = sharedMemo(mediaUrls, entry);
  memo.json ??= JSON.stringify(memo.fields).slice(0, -1);
  const isFavourite = learning.favouriteSet.has(entry.lecture.id);
  const granted = JSON.stringify(grantedFields(mediaUrls, entry, viewer)).slice(1);
  return `${memo.json},"isFavourite":${isFavourite},"lectureProgress":${JSON.stringify(progressOf(entry, learning))},${granted}`;
}

/** The records of `entries` as a JSON array. */
export const personalRecordsJson = (
  mediaUrls: Deps['mediaUrls'],
  entries: CatalogueLecture[],
  learning: LearningState,
  viewer: MediaViewer,
): string => `[${entries.map((entry) => personalRecordJson(mediaUrls, entry, learning, viewer)).join(',')}]`;

/** `toLectureRecords` as JSON text. */
export async function lectureRecordsJson(deps: Deps, user: AuthUser, entries: CatalogueLecture[]): Promise<string> {
  if (entries.length === 0) return '[]';
  return personalRecordsJson(deps.mediaUrls, entries, await deps.learning.of(user.id), user);
}

/** Records for any number of catalogue lectures: no query once the caller's learning state is in memory. */
export async function toLectureRecords(
  deps: Deps,
  user: AuthUser,
  entries: CatalogueLecture[],
): Promise<LectureRecord[]> {
  if (entries.length === 0) return [];
  const learning = await deps.learning.of(user.id);
  return entries.map((entry) => personalRecord(deps.mediaUrls, entry, learning, user));
}

/** One lecture the user may see, as a record; 404 otherwise. */
export async function loadLectureRecord(deps: Deps, user: AuthUser, id: number): Promise<LectureRecord> {
  const entry = await deps.catalogue.lecture(user, id);
  if (!entry) throw notFound('Lecture not found');
  const [record] = await toLectureRecords(deps, user, [entry]);
  return record;
}

/**
 * The lecture as the request's own writes left it: the catalogue drops what lecture writes raise
 * (`RAISES` of lectures-store.ts), so the record is read once this process has heard them.
 */
export async function lectureAfterWrites(
  deps: Deps & Pick<AppDeps, 'changeFeed'>,
  request: FastifyRequest,
  id: number,
): Promise<LectureRecord> {
  await hearOwnWrites(deps.changeFeed, request);
  return loadLectureRecord(deps, currentUser(request), id);
}
