import type { SearchHit } from '../../../providers/types';
import { LECTURE_DETAILS_PATH } from '../video-card/constants';

/** The lecture page, at the hit's moment for a chapter or caption (the page's `?t=`). */
export const hitPath = (hit: Pick<SearchHit, 'lectureId' | 'atSeconds'>) =>
  `${LECTURE_DETAILS_PATH(hit.lectureId)}${hit.atSeconds === null ? '' : `?t=${hit.atSeconds}`}`;
