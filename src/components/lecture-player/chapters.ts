import type { LectureRecord } from '../../../providers/types';

export type Chapter = LectureRecord['chapters'][number];

/** The index of the chapter playing at `seconds` (chapters in time order), or -1 before the first. */
export function chapterIndexAt(chapters: readonly Chapter[], seconds: number): number {
  let index = -1;
  for (let i = 0; i < chapters.length && chapters[i].start <= seconds; i += 1) index = i;
  return index;
}
