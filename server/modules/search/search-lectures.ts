import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { lectures } from '../../db/schema.js';
import type { SearchHitKind } from '../../schemas/index.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import { HEADLINE_OPTIONS } from './snippet.js';

/** Moments one lecture may place among the hits, so one long transcript cannot fill the list. */
const CUES_PER_LECTURE = 3;

const config = sql.raw(`'poker_search'::regconfig`);
const vector = (text: SQL) => sql`to_tsvector(${config}, ${text})`;
// Written as migration 0007's expression indexes are, so the planner can use them.
const lectureDocument = sql`(setweight(${vector(sql`${lectures.name}`)}, 'A') || setweight(${vector(sql`${lectures.description}`)}, 'B'))`;
const chaptersDocument = vector(sql`jsonb_path_query_array(${lectures.chapters}, '$[*].title')`);
const tagsOfLecture = sql`select t.title from lecture_tags lt join tags t on t.id = lt.tag_id where lt.lecture_id = ${lectures.id}`;
const taggedLectures = sql`select lt.lecture_id from lecture_tags lt join tags t on t.id = lt.tag_id where ${vector(sql`t.title`)} @@ q.query`;

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
export async function searchLectures(db: Db, user: AuthUser, query: string, limit: number): Promise<SearchRow[]> {
  const visible = lecturesVisibleTo(user);
  const { rows } = await db.execute<SearchRow>(sql`
    with q as materialized (select to_tsquery(${config}, ${query}) as query),
    hits as (
      select lecture_id, kind, at_seconds, source, rank from (
        select ${lectures.id} as lecture_id, 'lecture' as kind, null::real as at_seconds,
          ${lectures.description} as source,
          ts_rank(${lectureDocument} || setweight(${vector(sql`coalesce((select string_agg(title, ' ') from (${tagsOfLecture}) lecture_tag_titles), '')`)}, 'B'), q.query) as rank
        from lectures, q
        where ${visible} and (${lectureDocument} @@ q.query or ${lectures.id} in (${taggedLectures}))
        union all
        select ${lectures.id}, 'chapter', (chapter->>'start')::real, chapter->>'title',
          ts_rank(setweight(${vector(sql`chapter->>'title'`)}, 'C'), q.query)
        from lectures cross join q cross join lateral jsonb_array_elements(${lectures.chapters}) chapter
        where ${visible} and ${chaptersDocument} @@ q.query and ${vector(sql`chapter->>'title'`)} @@ q.query
        union all
        select lecture_id, 'caption', start_seconds, text, rank from (
          select cue.lecture_id, cue.start_seconds, cue.text, ts_rank(cue.search, q.query) as rank,
            row_number() over (partition by cue.lecture_id order by ts_rank(cue.search, q.query) desc, cue.start_seconds) as nth
          from caption_cues cue join lectures on ${lectures.id} = cue.lecture_id cross join q
          where cue.search @@ q.query and ${visible}
        ) cues where nth <= ${CUES_PER_LECTURE}
      ) found
      order by rank desc, lecture_id, at_seconds nulls first
      limit ${limit}
    )
    select lecture_id, kind, at_seconds, ts_headline(${config}, source, q.query, ${HEADLINE_OPTIONS}) as headline
    from hits cross join q
    order by rank desc, lecture_id, at_seconds nulls first`);
  return rows;
}
