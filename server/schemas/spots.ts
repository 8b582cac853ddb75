import { z } from 'zod';
import { MAX_SPOT_NOTE } from '../../common/limits.js';
import { id, isoDateTime } from './common.js';
import { text } from './text.js';

/**
 * "My spots", a member's timestamped notes on lectures: the latest moment, longer than any lecture (the
 * server also refuses a moment past the lecture's known end).
 */
export const SPOT_MAX_SECONDS = 24 * 3600;

const note = text(MAX_SPOT_NOTE, 'Please write a note');
const atSeconds = z.number().min(0, 'Must be at least 0').max(SPOT_MAX_SECONDS, `Must be at most ${SPOT_MAX_SECONDS}`);

export const spotBody = z.object({ lectureId: id, atSeconds, note });
export type SpotBody = z.input<typeof spotBody>;
export const spotPatch = z
  .object({ atSeconds: atSeconds.optional(), note: note.optional() })
  .refine((patch) => patch.atSeconds !== undefined || patch.note !== undefined, 'Nothing to change');
export type SpotPatch = z.input<typeof spotPatch>;
export const spotsQuery = z.object({ lectureId: id.optional() });

export const spotRecord = z.object({
  id: z.number(),
  lectureId: z.number(),
  lectureName: z.string(),
  atSeconds: z.number(),
  note: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SpotRecord = z.infer<typeof spotRecord>;
export const spotList = z.array(spotRecord);
