import { z } from 'zod';
import { id } from './common.js';
import { lectureRecord } from './lectures.js';

/** Favourites: a member's saved lectures (docs/API.md#records). */
/** One lecture named by id: the favourite toggle's body, the unfavourite's path. */
export const lectureIdInput = z.object({ lectureId: id });
export const favouritesResponse = z.object({ favoriteLectures: z.array(lectureRecord) });
export type FavouritesResponse = z.infer<typeof favouritesResponse>;
export const favouriteToggleResponse = z.object({ isFavourite: z.boolean(), message: z.string() });
export type FavouriteToggleResponse = z.infer<typeof favouriteToggleResponse>;
