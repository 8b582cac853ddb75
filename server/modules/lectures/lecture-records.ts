import type { AuthUser } from '../../access/types.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import type { LectureRecord } from '../../schemas/index.js';
import type { LearningState } from '../progress/learning-state.js';
import { LADDER_FILES } from '../videos/ladder.js';
import type { CatalogueLecture } from './catalogue-snapshot.js';

type Deps = Pick<AppDeps, 'catalogue' | 'learning' | 'mediaUrls'>;
type SharedFields = Omit<LectureRecord, 'isFavourite' | 'lectureProgress' | 'hls' | 'storyboard'>;

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
    videoUpload: mediaUrls.toUrl(lecture.videoKey) ?? '',
    poster: mediaUrls.toUrl(lecture.posterKey),
    lectureLength: lecture.lengthSeconds,
    order: lecture.order,
    createdAt: lecture.createdAt.toISOString(),
    tags,
    category: { id: category.id, title: category.title },
    course: { id: course.id, title: course.title },
    chapters: lecture.chapters,
    captions: lecture.captions.map(({ label, key }) => ({ label, url: mediaUrls.toUrl(key) ?? '' })),
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

interface LadderGrants {
  expiry: number;
  /** The signed query of each ladder folder, for this user. */
  byFolder: Map<string, string>;
}

/** Each member's ladder signatures, made once per folder and expiry (an HMAC each). */
const ladderGrants = new WeakMap<LearningState, LadderGrants>();

/** The HLS master playlist and storyboard URLs of a transcoded lecture, signed for this member alone. */
function ladderUrls(
  mediaUrls: Deps['mediaUrls'],
  entry: CatalogueLecture,
  learning: LearningState,
): Pick<LectureRecord, 'hls' | 'storyboard'> {
  const ladder = entry.ladder;
  if (!ladder) return { hls: null, storyboard: null };
  const expiry = mediaUrls.currentExpiry();
  let grants = ladderGrants.get(learning);
  if (grants?.expiry !== expiry) {
    grants = { expiry, byFolder: new Map() };
    ladderGrants.set(learning, grants);
  }
  let query = grants.byFolder.get(ladder.hlsKey);
  if (!query) {
    query = mediaUrls.grantFolder(ladder.hlsKey, learning.userId);
    grants.byFolder.set(ladder.hlsKey, query);
  }
  return {
    hls: `/media/${ladder.hlsKey}${LADDER_FILES.master}?${query}`,
    storyboard: ladder.hasStoryboard ? `/media/${ladder.hlsKey}${LADDER_FILES.storyboard}?${query}` : null,
  };
}

/** A lecture record as this member sees it: the shared fields plus their favourite flag, progress and ladder. */
export function personalRecord(
  mediaUrls: Deps['mediaUrls'],
  entry: CatalogueLecture,
  learning: LearningState,
): LectureRecord {
  return {
    ...fieldsOf(mediaUrls, entry),
    isFavourite: learning.favouriteSet.has(entry.lecture.id),
    lectureProgress: progressOf(entry, learning),
    ...ladderUrls(mediaUrls, entry, learning),
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
): string {
  const memo = sharedMemo(mediaUrls, entry);
  memo.json ??= JSON.stringify(memo.fields).slice(0, -1);
  const isFavourite = learning.favouriteSet.has(entry.lecture.id);
  const { hls, storyboard } = ladderUrls(mediaUrls, entry, learning);
  return `${memo.json},"isFavourite":${isFavourite},"lectureProgress":${JSON.stringify(progressOf(entry, learning))},"hls":${JSON.stringify(hls)},"storyboard":${JSON.stringify(storyboard)}}`;
}

/** The records of `entries` as a JSON array. */
export const personalRecordsJson = (
  mediaUrls: Deps['mediaUrls'],
  entries: CatalogueLecture[],
  learning: LearningState,
): string => `[${entries.map((entry) => personalRecordJson(mediaUrls, entry, learning)).join(',')}]`;

/** `toLectureRecords` as JSON text. */
export async function lectureRecordsJson(deps: Deps, user: AuthUser, entries: CatalogueLecture[]): Promise<string> {
  if (entries.length === 0) return '[]';
  return personalRecordsJson(deps.mediaUrls, entries, await deps.learning.of(user.id));
}

/** Records for any number of catalogue lectures: no query once the caller's learning state is in memory. */
export async function toLectureRecords(
  deps: Deps,
  user: AuthUser,
  entries: CatalogueLecture[],
): Promise<LectureRecord[]> {
  if (entries.length === 0) return [];
  const learning = await deps.learning.of(user.id);
  return entries.map((entry) => personalRecord(deps.mediaUrls, entry, learning));
}

/** One lecture the user may see, as a record; 404 otherwise. */
export async function loadLectureRecord(deps: Deps, user: AuthUser, id: number): Promise<LectureRecord> {
  const entry = await deps.catalogue.lecture(user, id);
  if (!entry) throw notFound('Lecture not found');
  const [record] = await toLectureRecords(deps, user, [entry]);
  return record;
}
