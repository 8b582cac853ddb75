import { prepareValue } from 'pg/lib/utils.js';
import type { CaptionCue } from './webvtt-cues.js';

/** A caption file's cues as the two array parameters of the insert that stores them (caption-index.ts). */
export interface CueColumns {
  count: number;
  /** `real[]` in PostgreSQL's text form. */
  startSeconds: string;
  /** `text[]` in PostgreSQL's text form. */
  texts: string;
}

/**
 * Written by pg's own array writer, on the caption reader's thread: for a 512 KB file's 19 000 cues, handing
 * back the objects and having pg write them on the main thread held its event loop 50 ms (more on a busy
 * machine); two strings cross between threads in well under one.
 */
export function cueColumns(cues: CaptionCue[]): CueColumns {
  return {
    count: cues.length,
    startSeconds: prepareValue(cues.map((cue) => cue.startSeconds)) as string,
    texts: prepareValue(cues.map((cue) => cue.text)) as string,
  };
}
