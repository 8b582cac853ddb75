import { z } from 'zod';
import { mediaReference } from './lectures.js';

/** Which stored video: the `videoUpload` of a lecture record, or an upload's `videoUrl`. */
export const videoReference = z.object({ video: mediaReference });

/** A video's HLS transcode as staff follow it (`none`: never queued; `progress` 0…1). */
export const transcodeRecord = z.object({
  videoKey: z.string(),
  status: z.enum(['none', 'queued', 'running', 'done', 'failed']),
  progress: z.number(),
  error: z.string().nullable(),
  rungs: z.array(z.number()),
});
export type TranscodeRecord = z.infer<typeof transcodeRecord>;
export const transcodeWithMessage = transcodeRecord.extend({ message: z.string() });
