import { z } from 'zod';
import { SEARCH_QUERY_MAX, SEARCH_TEXTS } from '../../common/search.js';
import { text } from './text.js';

/** Search that finds the moment: one query over lectures, chapters and captions. */
export const searchQuery = z.object({ q: text(SEARCH_QUERY_MAX, SEARCH_TEXTS.empty) });

/** Where the words were found: the lecture's name, description or tags, a chapter title, or a caption. */
export const searchHitKind = z.enum(['lecture', 'chapter', 'caption']);
export type SearchHitKind = z.infer<typeof searchHitKind>;

/** A stretch of the matched text; `match` marks the words the query found. */
export const snippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const searchHit = z.object({
  lectureId: z.number(),
  lectureName: z.string(),
  courseTitle: z.string(),
  categoryTitle: z.string(),
  poster: z.string().nullable(),
  kind: searchHitKind,
  /** The second the chapter or caption starts at; null for a hit on the lecture itself. */
  atSeconds: z.number().nullable(),
  snippet: z.array(snippetPart),
});
export type SearchHit = z.infer<typeof searchHit>;
export const searchResults = z.array(searchHit);
