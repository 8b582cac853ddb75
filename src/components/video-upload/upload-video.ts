import { API_PREFIX } from '../../../common/paths';
import { toApiError } from '../../../providers/api-error';
import { httpClient } from '../../../providers/http-client';
import { getSession } from '../../../providers/session';
import type { UploadEvent } from '../../../providers/types';
import { missingChunks, planChunks, runLimited } from './plan-chunks';
import { resumeStore } from './resume-store';

/** Four chunks in flight (docs/PRODUCT.md#video-upload). */
export const CHUNKS_IN_FLIGHT = 4;

export type UploadedVideo = Extract<UploadEvent, { status: 'success' }>['data'];

export interface UploadProgress {
  /** Chunks the server has acknowledged. */
  sent: number;
  total: number;
  /** The server is assembling and probing the file. */
  processing: boolean;
  /** Chunks an earlier, interrupted attempt had already stored: not sent again. */
  resumed?: number;
}

/** The server's verdict on the assembled file was an error (its `{status: "error", message}`), not a failed send. */
export class UploadProcessingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadProcessingError';
  }
}

const newConnectionId = () => `up-${crypto.randomUUID().replace(/-/g, '')}`.slice(0, 40);

/** Waits for the server's verdict on the assembled file over Server-Sent Events. */
function awaitResult(connectionId: string): Promise<UploadedVideo> {
  const token = getSession().token ?? '';
  const source = new EventSource(`${API_PREFIX}/lectures/progress/${connectionId}?token=${encodeURIComponent(token)}`);
  return new Promise((resolve, reject) => {
    source.onmessage = (message) => {
      const event = JSON.parse(message.data as string) as UploadEvent;
      if (event.status === 'success') {
        source.close();
        resolve(event.data);
      } else if (event.status === 'error') {
        source.close();
        reject(new UploadProcessingError(event.message));
      }
    };
    source.onerror = () => {
      // EventSource reconnects by itself while the server is up; a closed stream is final.
      if (source.readyState === EventSource.CLOSED) reject(new Error('Error uploading video chunk'));
    };
  });
}

/** The chunks the server already holds of an upload, or null when it knows none (new, or swept). */
async function storedChunks(connectionId: string): Promise<number[] | null> {
  try {
    const { data } = await httpClient.get<{ receivedChunks: number[] }>(`lectures/upload/${connectionId}`, {
      silent: true,
    });
    return data.receivedChunks;
  } catch (error) {
    if (toApiError(error).statusCode === 404) return null;
    throw error;
  }
}

/**
 * Sends `file` in 5 MiB chunks (four at a time), then resolves with the stored video. The same file
 * picked again after an interruption continues its upload: only the chunks the server lacks are sent.
 */
export async function uploadVideo(file: File, onProgress: (progress: UploadProgress) => void): Promise<UploadedVideo> {
  const plan = planChunks(file.size);
  const saved = resumeStore.connectionIdFor(file);
  const received = saved ? await storedChunks(saved).catch(() => null) : null;
  const connectionId = received ? saved! : newConnectionId();
  resumeStore.remember(file, connectionId);
  const resumed = received?.length ?? 0;
  let sent = resumed;
  const report = (processing = false) => onProgress({ sent, total: plan.length, processing, resumed });
  report();
  const result = awaitResult(connectionId);
  // Keeps a rejection from going unhandled while chunks are still being sent.
  result.catch(() => undefined);
  await runLimited(missingChunks(plan, received ?? []), CHUNKS_IN_FLIGHT, async (slice) => {
    const body = new FormData();
    body.append('chunkIndex', String(slice.index));
    body.append('totalChunks', String(plan.length));
    body.append('fileName', file.name);
    body.append('connectionId', connectionId);
    body.append('file', file.slice(slice.start, slice.end), file.name);
    try {
      await httpClient.post('lectures/upload', body, { silent: true });
    } catch (error) {
      const apiError = toApiError(error);
      throw new Error(
        apiError.statusCode
          ? apiError.message || `Chunk upload failed: ${apiError.statusCode}`
          : 'Error uploading video chunk',
        { cause: error },
      );
    }
    sent += 1;
    report();
  });
  report(true);
  // Once the server has judged the file, there is nothing left to resume.
  return result.finally(() => resumeStore.forget(file));
}
