// @vitest-environment node
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TurnBatchedLog } from '../../server/plugins/turn-batched-log.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the log written once per turn', () => {
  it("writes a turn's lines together, in order, once the turn ends; the next turn's in a write of their own", async () => {
    const writes: string[] = [];
    const log = new TurnBatchedLog({ write: (text: string) => writes.push(text) });
    log.write('one\n');
    log.write('two\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n']);
    log.write('three\n');
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n', 'three\n']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('writes what is pending when the process exits, even within the turn that logged it', () => {
    const module = path.resolve('server/plugins/turn-batched-log.ts');
    const script =
      `const { logDestination } = await import(${JSON.stringify(module)});` +
      `logDestination().write('written before exit\\n'); process.exit(0);`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(output).toBe('written before exit\n');
  });
});
