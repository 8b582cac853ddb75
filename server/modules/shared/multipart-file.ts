import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * A file part's bytes, held to the multipart size limit; over it, `tooLarge` is thrown once the rest
 * of the body is read (a client still sending would see a reset, not the message).
 */
export async function readFilePart(
  request: FastifyRequest,
  part: MultipartFile,
  tooLarge: () => Error,
): Promise<Buffer> {
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  // toBuffer misses a truncation that lands on the last chunk, so the stream's own flag decides too.
  if (!bytes || part.file.truncated) {
    if (!request.raw.readableEnded)
      await new Promise((resolve) => request.raw.once('end', resolve).once('close', resolve));
    throw tooLarge();
  }
  return bytes;
}
