import { mutationOptions } from '@tanstack/react-query';
import { quietGet, quietly, type ReadJson } from './api-calls';
import { lecturesKeys } from './lectures-api';
import { libraryKeys } from './library-api';
import { invalidate, memberQuery } from './member-query';
import type { FavouritesResponse, FavouriteToggleResponse } from './types';

export const favouritesKeys = { all: ['favourites'] as const };

/** The member's saved lectures, read through `read` (the server reads them to draw the dashboard). */
export const favouritesQuery = (read: ReadJson = quietGet) =>
  memberQuery(favouritesKeys.all, () =>
    read<FavouritesResponse>('user/get-favorites').then((answer) => answer.favoriteLectures),
  );

/**
 * Every list of lectures shows the heart, so each is read again; an open lecture only when next shown:
 * read under its player, it would hand the player new media addresses.
 */
export const toggleFavourite = mutationOptions({
  mutationFn: (lectureId: number) => quietly.post<FavouriteToggleResponse>('user/create-favorite', { lectureId }),
  onSuccess: (_answer, _lectureId, _context, { client }) => {
    void invalidate(client, [favouritesKeys.all, lecturesKeys.lists, libraryKeys.all]);
    void invalidate(client, [lecturesKeys.details], 'none');
  },
});
