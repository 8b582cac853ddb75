import { describe, expect, it } from 'vitest';
import { missingChunks, planChunks, runLimited } from '../../../src/components/video-upload/plan-chunks';

const MiB = 1024 * 1024;

describe('the chunk planner of the upload widget', () => {
  it('cuts 5 MiB slices with a shorter last one', () => {
    expect(planChunks(12 * MiB)).toEqual([
      { index: 0, start: 0, end: 5 * MiB },
      { index: 1, start: 5 * MiB, end: 10 * MiB },
      { index: 2, start: 10 * MiB, end: 12 * MiB },
    ]);
    expect(planChunks(10 * MiB)).toHaveLength(2);
    expect(planChunks(68_349)).toEqual([{ index: 0, start: 0, end: 68_349 }]);
    expect(planChunks(0)).toEqual([{ index: 0, start: 0, end: 0 }]);
  });

  it('leaves out the chunks the server already has (resume)', () => {
    expect(missingChunks(planChunks(16 * MiB), [0, 2]).map((slice) => slice.index)).toEqual([1, 3]);
  });

  it('keeps at most four chunks in flight and stops after a failure', async () => {
    let inFlight = 0;
    let peak = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (n) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      done.push(n);
    });
    expect(peak).toBe(4);
    expect(done).toHaveLength(9);

    const started: number[] = [];
    await expect(
      runLimited([1, 2, 3, 4, 5, 6, 7, 8], 2, async (n) => {
        started.push(n);
        if (n === 2) throw new Error('Chunk upload failed: 500');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    ).rejects.toThrow('Chunk upload failed: 500');
    expect(started.length).toBeLessThan(8);
  });
});
