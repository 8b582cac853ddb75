import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bulkFill } from '../bulk-fill.js';
import { alternate, atLeast, type BenchSection, type Figure, round } from '../figure.js';
import { load } from '../measure.js';
import {
  benchAdminToken,
  type BenchDatabase,
  benchDatabase,
  benchMember,
  startPinnedScript,
  startProduct,
} from '../product-server.js';

/**
 * Member calls (and one staff page) at 50 connections, each ÷ bare Fastify sending the same bytes:
 * first on the demo catalogue, then with 10 000 lectures and 100 000 progress rows.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

interface Call {
  name: string;
  path: string;
  as: 'member' | 'staff';
  min: number;
}

const calls = (lecturesPath: string): Call[] => [
  { name: 'GET lectures', path: lecturesPath, as: 'member', min: 0.25 },
  { name: 'GET lectures/{id}', path: '/api/lectures/1', as: 'member', min: 0.2 },
  { name: 'GET lectures/by-category/{id}', path: '/api/lectures/by-category/1?courseId=1', as: 'member', min: 0.2 },
  { name: 'GET user/me', path: '/api/user/me', as: 'member', min: 0.2 },
  { name: 'GET user/dashboard', path: '/api/user/dashboard', as: 'member', min: 0.2 },
  { name: 'GET category/all-progress', path: '/api/category/all-progress', as: 'member', min: 0.2 },
  { name: 'GET user/get-favorites', path: '/api/user/get-favorites', as: 'member', min: 0.2 },
  { name: 'GET user/getAll page (staff)', path: '/api/user/getAll?_start=0&_end=10', as: 'staff', min: 0.2 },
];

/** The member has watched and saved a few lectures, so progress and favourites are not empty. */
async function giveHistory(database: BenchDatabase, userId: number): Promise<void> {
  await database.deps.db.execute(sql`
    insert into progress (user_id, lecture_id, watched_seconds, last_position)
    select ${userId}, id, length_seconds * 0.5, length_seconds * 0.4 from lectures where id % 3 = 0 limit 200`);
  await database.deps.db.execute(
    sql`insert into favourites (user_id, lecture_id) select ${userId}, id from lectures where id % 4 = 0 limit 50`,
  );
}

async function measureCalls(database: BenchDatabase, label: string, list: Call[]): Promise<Record<string, Figure>> {
  const member = await benchMember(database);
  await giveHistory(database, member.id);
  const tokens = { member: member.token, staff: await benchAdminToken(database) };
  const product = await startProduct(database);
  const answersFile = path.join(database.dataDir, `answers-${label}.json`);
  try {
    const answers = [];
    for (const call of list) {
      const response = await fetch(`${product.url}${call.path}`, {
        headers: { authorization: `Bearer ${tokens[call.as]}` },
      });
      if (!response.ok) throw new Error(`${call.path}: ${response.status} ${await response.text()}`);
      const total = response.headers.get('x-total-count');
      answers.push({
        path: call.path,
        contentType: response.headers.get('content-type') ?? 'application/json',
        headers: total ? { 'x-total-count': total } : {},
        body: Buffer.from(await response.arrayBuffer()).toString('base64'),
      });
    }
    await fs.writeFile(answersFile, JSON.stringify(answers));
    const bare = await startPinnedScript(
      path.join(import.meta.dirname, '..', 'bare-fastify.ts'),
      [answersFile],
      '/ready',
    );
    try {
      const figures: Record<string, Figure> = {};
      for (const [index, call] of list.entries()) {
        const headers = { authorization: `Bearer ${tokens[call.as]}` };
        const p99s = { reference: [] as number[], product: [] as number[] };
        const run = (base: string, into: number[]) => async () => {
          const result = await load(`${base}${call.path}`, { seconds: SECONDS, headers });
          into.push(result.p99Ms);
          return result.requestsPerSecond;
        };
        const {
          ratio,
          reference,
          product: measured,
          references,
          products,
        } = await alternate(run(bare.url, p99s.reference), run(product.url, p99s.product));
        const detail = {
          bytes: Buffer.from(answers[index].body, 'base64').length,
          productRps: measured,
          referenceRps: reference,
          products,
          references,
          p99Ms: p99s,
        };
        figures[`${call.name}${label} req/s`] = atLeast(ratio, call.min, 'bare Fastify, same bytes', detail);
        if (call.name === 'GET lectures') {
          const p99Ratio = round(Math.min(...p99s.product) / Math.max(1, Math.min(...p99s.reference)), 2);
          figures[`${call.name}${label} p99`] = {
            ratio: p99Ratio,
            target: '≤ 4 × bare Fastify p99',
            met: p99Ratio <= 4,
            detail: p99s,
          };
        }
        console.log(`${call.name}${label}: ${measured} req/s vs ${reference} (${ratio})`);
      }
      return figures;
    } finally {
      await bare.stop();
    }
  } finally {
    await product.stop();
  }
}

export const section: BenchSection = {
  name: 'api',
  async run() {
    const demo = await benchDatabase({ seedDemo: true });
    let figures: Record<string, Figure>;
    try {
      figures = await measureCalls(demo, '', calls('/api/lectures'));
    } finally {
      await demo.close();
    }
    const big = await benchDatabase({ seedDemo: true });
    try {
      await bulkFill(big.deps.db, { users: 10_000, lectures: 10_000, progressRows: 100_000 });
      return { ...figures, ...(await measureCalls(big, ', 10k lectures', calls('/api/lectures?_start=0&_end=24'))) };
    } finally {
      await big.close();
    }
  },
};
