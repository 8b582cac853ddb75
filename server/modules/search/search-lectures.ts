import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import type { SearchHitKind } from '../../schemas/index.js';
import { lectures } from '../lectures/schema.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import type { PrefixQuery } from './prefix-query.js';
import { HEADLINE_OPTIONS } from './snippet.js';

/** Moments one lecture may place among the hits, so one long transcript cannot fill the list. */
const CUES_PER_LECTURE = 3;

const config = sql.raw(`'poker_search'::regconfig`);
const vector = (text: SQL) => sql`to_tsvector(${config}, ${text})`;
// Written as migration 0007's expression indexes are, so the planner can use them.
const lectureDocument = sql`(setweight(${vector(sql`${lectures.name}`)}, 'A') || setweight(${vector(sql`${lectures.description}`)}, 'B'))`;
const chaptersDocument = vector(sql`jsonb_path_query_array(${lectures.chapters}, '$[*].title')`);
const chapterTitle = vector(sql`chapter->>'title'`);
const tagTitles = vector(
  sql`coalesce((select string_agg(t.title, ' ') from lecture_tags lt join tags t on t.id = lt.tag_id where lt.lecture_id = ${lectures.id}), '')`,
);
const taggedWith = (query: SQL) =>
  sql`select lt.lecture_id from lecture_tags lt join tags t on t.id = lt.tag_id where ${vector(sql`t.title`)} @@ ${query}`;
// The two matches as one set of ids, each found through its own index: written as `… @@ q or id in (tagged)`,
// the `or` hid the document's index from the planner, which then made the vector of every lecture.
const matchingLectures = (query: SQL) =>
  sql`select id from lectures where ${lectureDocument} @@ ${query} union ${taggedWith(query)}`;

export type SearchRow = {
  lecture_id: number;
  kind: SearchHitKind;
  at_seconds: number | null;
  headline: string;
};

/**
 * The best hits for a prefix query (see prefixQuery) among the lectures this user may see: the lecture
 * itself (name weighs most, then description and tags), a chapter title, or a caption cue, ranked by
 * ts_rank; each with its moment and a marked snippet (ts_headline, made for the returned hits only).
 */
export async function searchLectures(db: Db, user: AuthUser, query: PrefixQuery, limit: number): Promise<SearchRow[]> {
  const visible = lecturesVisibleTo(user);
  // A constant to the planner (immutable, its parameters folded in), so the indexes' conditions apply.
  const prefix = sql`(to_tsquery(${config}, ${query.prefix}) || to_tsquery('simple', ${query.prefixAsTyped}))`;
  const tsquery = query.words ? sql`(to_tsquery(${config}, ${query.words}) && ${prefix})` : prefix;
  const { rows } = await db.execute<SearchRow>(sql`
    with hits as (
      select lecture_id, kind, at_seconds, source, rank from (
        select ${lectures.id} as lecture_id, 'lecture' as kind, null::real as at_seconds,
          ${lectures.description} as source,
          ts_rank(${lectureDocument} || setweight(${tagTitles}, 'B'), ${tsquery}) as rank
        from lectures
        where ${visible} and ${lectures.id} in (${matchingLectures(tsquery)})
        union all
        select ${lectures.id}, 'chapter', (chapter->>'start')::real, chapter->>'title',
          ts_rank(setweight(${chapterTitle}, 'C'), ${tsquery})
        from lectures cross join lateral jsonb_array_elements(${lectures.chapters}) chapter
        where ${visible} and ${chaptersDocument} @@ ${tsquery} and ${chapterTitle} @@ ${tsquery}
        union all
        select lecture_id, 'caption', start_seconds, text, rank from (
          select cue.lecture_id, cue.start_seconds, cue.text, ts_rank(cue.search, ${tsquery}) as rank,
            row_number() over (
              partition by cue.lecture_id order by ts_rank(cue.search, ${tsquery}) desc, cue.start_seconds
            ) as nth
          from caption_cues cue join lectures on ${lectures.id} = cue.lecture_id
          where cue.search @@ ${tsquery} and ${visible}
        ) cues where nth <= ${CUES_PER_LECTURE}
      ) found
      order by rank desc, lecture_id, at_seconds nulls first
      limit ${limit}
    )
    select lecture_id, kind, at_seconds, ts_headline(${config}, source, ${tsquery}, ${HEADLINE_OPTIONS}) as headline
    from hits
    order by rank desc, lecture_id, at_seconds nulls first`);
  return rows;
}
