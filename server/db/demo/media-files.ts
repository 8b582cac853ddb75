import { besideModule } from '../../../build/source-tree.js';

/** The committed demo videos, posters, captions and banner (drawn by make-demo-media.ts). */
export const DEMO_MEDIA = besideModule(import.meta.url, 'media');
/** Every demo video's length. */
export const DEMO_SECONDS = 12;
/** The poster is the slide once the hero's cards and the flop are out. */
export const POSTER_SECONDS = 9;
