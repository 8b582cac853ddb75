import path from 'node:path';
import { sql } from 'drizzle-orm';
import { alternate, type BenchSection, type Figure } from '../figure.js';
import { benchDatabase, startPinnedScript, startProduct } from '../product-server.js';
import { closedLoop, type LoopResult } from '../realtime/closed-loop.js';
import { socketIoClient, wsClient } from '../realtime/connectors.js';
import { realtimeMembers } from '../realtime/members.js';

/**
 * Acknowledged `pauseEvent`s per second with 1 000 members connected over Socket.IO, each in a closed
 * loop (send, wait for `progress-saved`, send the next), ÷ a bare `ws` echo server with 1 000 clients
 * doing the same. Both servers on CPU 0 (PostgreSQL too), the clients in this process on the others.
 * BENCH_REALTIME_CPU_PROF=<dir> writes the product's CPU profiles there.
 */
const MEMBERS = Number(process.env.BENCH_REALTIME_MEMBERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const profileArgs = () =>
  process.env.BENCH_REALTIME_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_REALTIME_CPU_PROF)}`]
    : [];

export const section: BenchSection = {
  name: 'realtime',
  async run() {
    const database = await benchDatabase({ seedDemo: true });
    try {
      const members = await realtimeMembers(database, MEMBERS);
      const product = await startProduct(database, {}, profileArgs());
      const reference = await startPinnedScript(path.join(import.meta.dirname, '..', 'bare-ws-echo.ts'), [], '/ready');
      try {
        const runs: { reference: LoopResult[]; product: LoopResult[] } = { reference: [], product: [] };
        const measure = (into: LoopResult[], run: () => Promise<LoopResult>) => async () => {
          const result = await run();
          into.push(result);
          console.log(`  ${into === runs.product ? 'product' : 'reference'}: ${JSON.stringify(result)}`);
          return result.perSecond;
        };
        const {
          ratio,
          reference: referencePerSecond,
          product: productPerSecond,
        } = await alternate(
          measure(runs.reference, () =>
            closedLoop(members, wsClient(reference.url), reference.process.pid!, { seconds: SECONDS }),
          ),
          measure(runs.product, () =>
            closedLoop(members, socketIoClient(product.url), product.process.pid!, { seconds: SECONDS }),
          ),
        );
        // Proof the writes were real: each pause stored a gain, and each row's watch log adds up to it.
        const [stored] = (
          await database.deps.db.execute<{ progress: number; log: number; unbalanced: number }>(sql`
          select (select count(*) from progress)::int as progress, (select count(*) from watch_log)::int as log,
                 (select count(*) from progress p where abs(p.watched_seconds - (select coalesce(sum(w.seconds), 0) from watch_log w
                   where w.user_id = p.user_id and w.lecture_id = p.lecture_id)) > 0.01)::int as unbalanced`)
        ).rows;
        console.log(
          `pauseEvents: ${productPerSecond}/s vs bare ws ${referencePerSecond}/s (${ratio}); ${stored.progress} progress rows, ${stored.log} watch-log rows`,
        );
        if (stored.unbalanced > 0)
          throw new Error(`${stored.unbalanced} progress rows differ from the sum of their watch log`);
        const figure: Figure = {
          ratio,
          target: 'reported (no target)',
          met: true,
          detail: {
            members: MEMBERS,
            seconds: SECONDS,
            productPerSecond,
            referencePerSecond,
            productP99Ms: runs.product.map((r) => r.p99Ms),
            referenceP99Ms: runs.reference.map((r) => r.p99Ms),
            productRuns: runs.product,
            referenceRuns: runs.reference,
            rowsAfter: stored,
          },
        };
        return { 'acknowledged pauseEvents/s, 1 000 members': figure };
      } finally {
        await reference.stop();
        await product.stop();
      }
    } finally {
      await database.close();
    }
  },
};
