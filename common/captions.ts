import { KIB } from './limits.js';

/** A lecture's caption tracks: limits and texts both the staff screen and the server use. */

/** A WebVTT file is text: half a megabyte holds hours of subtitles. */
export const MAX_CAPTION_BYTES = 512 * KIB;
export const MAX_CAPTION_TRACKS = 10;
export const MAX_CAPTION_LABEL = 50;
export const DEFAULT_CAPTION_LABEL = 'English';

export const CAPTION_TEXTS = {
  notWebVtt: 'Please choose a WebVTT (.vtt) caption file',
  tooLarge: `Caption files must be at most ${MAX_CAPTION_BYTES / KIB} KB`,
  tooMany: `A lecture has at most ${MAX_CAPTION_TRACKS} caption tracks; remove one first`,
  added: 'Captions added',
  removed: 'Captions removed',
  notFound: 'Caption track not found',
} as const;
