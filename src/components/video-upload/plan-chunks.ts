import { UPLOAD_CHUNK_BYTES } from '../../../common/limits';

export interface ChunkSlice {
  index: number;
  start: number;
  end: number;
}

/** docs/API.md#uploads: 5 MiB slices, the last one shorter; an empty file is still one (empty) chunk. */
export function planChunks(size: number, chunkBytes: number = UPLOAD_CHUNK_BYTES): ChunkSlice[] {
  const count = Math.max(1, Math.ceil(size / chunkBytes));
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: index * chunkBytes,
    end: Math.min(size, (index + 1) * chunkBytes),
  }));
}

/** The slices the server has not acknowledged yet (resume after a failure). */
export const missingChunks = (plan: ChunkSlice[], received: readonly number[]) => {
  const done = new Set(received);
  return plan.filter((slice) => !done.has(slice.index));
};

/**
 * Runs `task` over `items` with at most `limit` in flight (docs/PRODUCT.md#video-upload: four chunks at a time);
 * the first failure stops new tasks from starting and rejects.
 */
export async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next];
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
