import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** A real 12 s MP4 with a poster frame, small enough to be one chunk. */
export const DEMO_VIDEO = path.join(import.meta.dirname, '../../../server/db/demo/media/lecture-01.mp4');

export const newConnectionId = () => randomBytes(9).toString('base64url');

export interface ChunkFields {
  chunkIndex: number | string;
  totalChunks: number | string;
  connectionId: string;
  fileName?: string;
}

/** One chunk of `POST lectures/upload`, as the staff upload screen sends it. */
export function sendChunk(baseUrl: string, token: string, bytes: Buffer, fields: ChunkFields): Promise<Response> {
  const form = new FormData();
  form.append('chunkIndex', String(fields.chunkIndex));
  form.append('totalChunks', String(fields.totalChunks));
  form.append('fileName', fields.fileName ?? 'lecture.mp4');
  form.append('connectionId', fields.connectionId);
  form.append('file', new Blob([new Uint8Array(bytes)]), fields.fileName ?? 'lecture.mp4');
  return fetch(`${baseUrl}/api/lectures/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** The upload's progress stream read to its end: progress events, then success or error. */
export async function uploadEvents(baseUrl: string, token: string, connectionId: string): Promise<any[]> {
  const response = await fetch(`${baseUrl}/api/lectures/progress/${connectionId}?token=${token}`, {
    headers: { accept: 'text/event-stream' },
  });
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)));
}
