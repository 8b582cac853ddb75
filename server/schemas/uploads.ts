import { z } from 'zod';
import { int32 } from './common.js';

/** Chunked video upload (docs/API.md#uploads). */
export { UPLOAD_CHUNK_BYTES } from '../../common/limits.js';

export const connectionIdParams = z.object({
  connectionId: z.string().regex(/^[\w-]{8,64}$/, 'connectionId must be 8-64 letters, digits, - or _'),
});

export const chunkFields = z.object({
  chunkIndex: int32(),
  totalChunks: int32(1),
  fileName: z.string().trim().min(1).max(255),
  connectionId: connectionIdParams.shape.connectionId,
});
export type ChunkFields = z.infer<typeof chunkFields>;

export const chunkResponse = z.object({ chunkIndex: z.number(), received: z.number(), total: z.number() });
export const receivedChunksResponse = z.object({ receivedChunks: z.array(z.number()) });

export const uploadEvent = z.discriminatedUnion('status', [
  z.object({ status: z.literal('progress'), received: z.number(), total: z.number() }),
  z.object({
    status: z.literal('success'),
    data: z.object({ videoUrl: z.string(), lectureLength: z.number(), poster: z.string().nullable() }),
  }),
  z.object({ status: z.literal('error'), message: z.string() }),
]);
export type UploadEvent = z.infer<typeof uploadEvent>;

/** POST image-upload's answer: where the stored picture is served. */
export const imageUploadResponse = z.object({ imageUrl: z.string() });
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;
