import type { FileHandle } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GroupSync } from '../../server/modules/uploads/chunk-store';

/** A file handle whose fdatasync calls finish when the test says so. */
function fakeHandle() {
  const pending: Array<() => void> = [];
  const handle = { datasync: () => new Promise<void>((resolve) => pending.push(resolve)) } as unknown as FileHandle;
  return { handle, pending };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload chunks share fdatasync (group commit)', () => {
  it('answers a chunk only after a sync that began after it, and lets chunks that wait share one', async () => {
    const { handle, pending } = fakeHandle();
    let idle = 0;
    const group = new GroupSync(() => (idle += 1));
    const done: string[] = [];
    const first = group.sync(handle).then(() => done.push('first'));
    const second = group.sync(handle).then(() => done.push('second'));
    const third = group.sync(handle).then(() => done.push('third'));
    expect(pending).toHaveLength(1);

    pending[0]();
    await settled();
    // The first sync may have begun before the others' bytes were written: they need their own.
    expect(done).toEqual(['first']);
    expect(pending).toHaveLength(2);

    pending[1]();
    await Promise.all([first, second, third]);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(pending).toHaveLength(2);
    expect(idle).toBe(1);
  });
});
