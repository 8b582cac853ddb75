import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../../deps.js';
import type { UploadEvent } from '../../schemas/index.js';
import { UPLOAD_TEXTS } from './texts.js';
import { findUpload } from './uploads-store.js';

const POLL_MS = 300;
const GIVE_UP_MS = 30 * 60_000;

// Changes made by this process wake its streams at once; the poll covers the other processes.
const uploadChanges = new EventEmitter().setMaxListeners(0);
export const announceUploadChange = (connectionId: string) => uploadChanges.emit(connectionId);

function nextChange(connectionId: string): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      uploadChanges.off(connectionId, wake);
      resolve();
    };
    const timer = setTimeout(wake, POLL_MS);
    uploadChanges.on(connectionId, wake);
  });
}

/**
 * `text/event-stream` of an upload's state, read from the database (so any process may serve
 * it): progress while chunks arrive, then one success or error event, then the end. `headers`: what
 * the app set on the hijacked reply (security headers).
 */
export async function streamUploadProgress(
  deps: AppDeps,
  connectionId: string,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string | number | string[] | undefined>,
): Promise<void> {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let open = true;
  request.on('close', () => {
    open = false;
  });
  const send = (event: UploadEvent) => response.write(`data: ${JSON.stringify(event)}\n\n`);
  let last = '';
  const started = Date.now();
  while (open && Date.now() - started < GIVE_UP_MS) {
    const row = await findUpload(deps.db, connectionId);
    if (row?.status === 'done' && row.videoKey) {
      send({
        status: 'success',
        data: {
          videoUrl: `/media/${row.videoKey}`,
          lectureLength: row.lengthSeconds ?? 0,
          poster: row.posterKey ? `/media/${row.posterKey}` : null,
        },
      });
      break;
    }
    if (row?.status === 'error') {
      send({ status: 'error', message: row.error ?? UPLOAD_TEXTS.failed });
      break;
    }
    const progress = `${row?.receivedChunks.length ?? 0}/${row?.totalChunks ?? 0}`;
    if (progress !== last) {
      last = progress;
      send({ status: 'progress', received: row?.receivedChunks.length ?? 0, total: row?.totalChunks ?? 0 });
    }
    await nextChange(connectionId);
  }
  response.end();
}
