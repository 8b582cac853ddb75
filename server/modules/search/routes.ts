import { SEARCH_LIMIT } from '../../../common/search.js';
import { currentUser } from '../../plugins/auth.js';
import { type SearchHit, searchQuery, searchResults } from '../../schemas/index.js';
import { RAISES as CATALOGUE_WRITES } from '../catalogue/catalogue-store.js';
import { visibleEntry } from '../lectures/catalogue-snapshot.js';
import { RAISES as LECTURE_WRITES } from '../lectures/lectures-store.js';
import type { ApiModule } from '../module.js';
import { MemberAnswerCache } from '../shared/member-answer-cache.js';
import { RAISES as CAPTION_WRITES } from './caption-index.js';
import { prefixQuery } from './prefix-query.js';
import { searchLectures } from './search-lectures.js';
import { snippetParts } from './snippet.js';

const tags = ['search'];

/** Search that finds the moment: the header's box, for staff and members with a membership. */
export const searchModule: ApiModule = {
  async subscriber(api) {
    // Hits are read from the lectures, their tags and courses, and the caption cues: a write to any drops them all.
    const answers = new MemberAnswerCache(api.deps, {
      member: [],
      everyone: [...CATALOGUE_WRITES, ...LECTURE_WRITES, ...CAPTION_WRITES],
    });
    api.get(
      '/search',
      {
        schema: {
          tags,
          description: `Full-text search over lecture names, descriptions, tags, chapter titles and captions: every word must match, the last as a prefix, accents ignored. At most ${SEARCH_LIMIT} hits, best first; a chapter or caption hit carries its second.`,
          querystring: searchQuery,
          response: { 200: searchResults },
        },
      },
      (request, reply) =>
        answers.send(request, reply, async (): Promise<SearchHit[]> => {
          const user = currentUser(request);
          const query = prefixQuery(request.query.q);
          if (!query) return [];
          const rows = await searchLectures(api.deps.db, user, query, SEARCH_LIMIT);
          const snapshot = await api.deps.catalogue.snapshot();
          return rows.flatMap((row) => {
            const entry = visibleEntry(snapshot, user, row.lecture_id);
            if (!entry) return [];
            return {
              lectureId: entry.lecture.id,
              lectureName: entry.lecture.name,
              courseTitle: entry.course.title,
              categoryTitle: entry.category.title,
              poster: api.deps.mediaUrls.toUrl(entry.lecture.posterKey),
              kind: row.kind,
              atSeconds: row.at_seconds,
              snippet: snippetParts(row.headline),
            };
          });
        }),
    );
  },
};
