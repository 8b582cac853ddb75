import { quietGet } from './api-calls';
import type { SearchHit } from './types';

/** The header's search: asked as the user types, so no loading overlay. */
export const searchSite = (q: string) => quietGet<SearchHit[]>('search', { q });
