import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { type ChunkFields, chunkFields } from '../../schemas/index.js';
import type { ChunkAnswer } from './receive-chunk.js';
import { UPLOAD_TEXTS } from './texts.js';

type Receive = (
  chunk: ChunkFields,
  pieces: AsyncIterable<Buffer> | Iterable<Buffer>,
  truncated: () => boolean,
) => Promise<ChunkAnswer>;

/**
 * Reads a chunk's multipart body and hands its fields and bytes to `receive`. Fields sent before the
 * file let the bytes stream straight to their place in the video; a file sent before its fields is
 * held in memory (5 MiB at most) until they arrive.
 */
export async function readChunkRequest(request: FastifyRequest, receive: Receive): Promise<ChunkAnswer> {
  const fields: Record<string, string> = {};
  let answer: ChunkAnswer | undefined;
  let failure: unknown;
  let early: { bytes: Buffer; truncated: boolean } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (chunkFields.safeParse(fields).success) {
      try {
        const file = part.file;
        answer = await receive(parseFields(fields), file.iterator({ destroyOnReturn: false }), () => file.truncated);
      } catch (error) {
        // The rest of a refused chunk is read and dropped, so the connection stays usable.
        failure = error;
        part.file.resume();
      }
    } else {
      early = { bytes: await part.toBuffer(), truncated: part.file.truncated };
    }
  }
  if (failure) throw failure;
  if (answer) return answer;
  if (!early) throw badRequest(UPLOAD_TEXTS.noFile, { field: 'file' });
  const { bytes, truncated } = early;
  return receive(parseFields(fields), [bytes], () => truncated);
}

function parseFields(fields: Record<string, string>): ChunkFields {
  const parsed = chunkFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(`${String(issue.path[0])}: ${issue.message}`, { field: issue.path[0] });
}
