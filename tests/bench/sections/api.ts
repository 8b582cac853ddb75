import fs from 'node:fs/promises';
import path from 'node:path';
import { giveHistory } from '../api/member-history.js';
import { bulkFill } from '../bulk-fill.js';
import { alternate, atLeast, type BenchSection, type Figure, median, round } from '../figure.js';
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
 * Member calls (and one staff page) at 50 connections, each ÷ bare Fastify sending the same answer:
 * first on the demo catalogue, then with 10 000 lectures and 100 000 progress rows. The calls members
 * spend their time on carry the member target (≥ 0.5 of the requests, p99 ≤ 2×); the others a floor.
 * BENCH_CALLS=review,search measures only the calls whose names contain one of those words.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARM_UP_SECONDS = 12;
const ONLY = process.env.BENCH_CALLS?.split(',').filter(Boolean);
const MEMBER_TARGET = { min: 0.5, p99: 2 };
const FLOOR = { min: 0.2 };

interface Call {
  name: string;
  path: string;
  as: 'member' | 'staff';
  target: { min: number; p99?: number };
}

const calls = (lecturesPath: string): Call[] =>
  [
    { name: 'GET lectures', path: lecturesPath, as: 'member', target: MEMBER_TARGET },
    { name: 'GET lectures/{id}', path: '/api/lectures/1', as: 'member', target: MEMBER_TARGET },
    { name: 'GET user/dashboard', path: '/api/user/dashboard', as: 'member', target: MEMBER_TARGET },
    { name: 'GET user/get-favorites', path: '/api/user/get-favorites', as: 'member', target: MEMBER_TARGET },
    { name: 'GET search', path: '/api/search?q=ranges', as: 'member', target: MEMBER_TARGET },
    { name: 'GET review', path: '/api/review', as: 'member', target: MEMBER_TARGET },
    { name: 'GET lectures/{id}/discussion', path: '/api/lectures/1/discussion', as: 'member', target: MEMBER_TARGET },
    { name: 'GET notifications', path: '/api/notifications', as: 'member', target: MEMBER_TARGET },
    {
      name: 'GET lectures/by-category/{id}',
      path: '/api/lectures/by-category/1?courseId=1',
      as: 'member',
      target: FLOOR,
    },
    { name: 'GET user/me', path: '/api/user/me', as: 'member', target: FLOOR },
    { name: 'GET category/all-progress', path: '/api/category/all-progress', as: 'member', target: FLOOR },
    { name: 'GET user/getAll page (staff)', path: '/api/user/getAll?_start=0&_end=10', as: 'staff', target: FLOOR },
  ] satisfies Call[];

/** What Node writes by itself on any answer (its framing and its date): the reference writes its own. */
const NODE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
]);

/** The product's headers (security headers, cache-control, totals): the same bytes on the wire, headers too. */
const recordedHeaders = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !NODE_HEADERS.has(name)));

const wanted = (call: Call) => !ONLY || ONLY.some((word) => call.name.includes(word));

async function measureCalls(database: BenchDatabase, label: string, list: Call[]): Promise<Record<string, Figure>> {
  const member = await benchMember(database);
  await giveHistory(database, member.id);
  const tokens = { member: member.token, staff: await benchAdminToken(database) };
  const product = await startProduct(database);
  const answersFile = path.join(database.dataDir, `answers-${label}.json`);
  try {
    const answers = [];
    for (const call of list) {
      // As the load generator asks: no compression, so the answer recorded is the one it is sent.
      const response = await fetch(`${product.url}${call.path}`, {
        headers: { authorization: `Bearer ${tokens[call.as]}`, 'accept-encoding': 'identity' },
      });
      if (!response.ok) throw new Error(`${call.path}: ${response.status} ${await response.text()}`);
      answers.push({
        path: call.path,
        contentType: response.headers.get('content-type') ?? 'application/json',
        headers: recordedHeaders(response.headers),
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
      // Both servers under load a while first, every call in turn: a fresh product keeps speeding up for
      // its first 15 s of load or so (one call: 6 100 req/s over its first 3 s, 9 800 over 15-18 s), which
      // the first call measured paid alone.
      for (const call of list)
        for (const base of [bare.url, product.url])
          await load(`${base}${call.path}`, {
            seconds: Math.max(1, WARM_UP_SECONDS / list.length),
            headers: { authorization: `Bearer ${tokens[call.as]}` },
          });
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
        figures[`${call.name}${label} req/s`] = atLeast(
          ratio,
          call.target.min,
          'bare Fastify, same headers and body',
          detail,
        );
        const p99Ratio = round(median(p99s.product) / Math.max(1, median(p99s.reference)), 2);
        if (call.target.p99 !== undefined) {
          figures[`${call.name}${label} p99`] = {
            ratio: p99Ratio,
            target: `≤ ${call.target.p99} × bare Fastify p99`,
            met: p99Ratio <= call.target.p99,
            detail: p99s,
          };
        }
        console.log(
          `${call.name}${label}: ${measured} req/s vs ${reference} (${ratio}, target ≥ ${call.target.min}); ` +
            `p99 ${median(p99s.product)} ms vs ${median(p99s.reference)} (${p99Ratio})`,
        );
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
      figures = await measureCalls(demo, '', calls('/api/lectures').filter(wanted));
    } finally {
      await demo.close();
    }
    const big = await benchDatabase({ seedDemo: true });
    try {
      await bulkFill(big.deps.db, { users: 10_000, lectures: 10_000, progressRows: 100_000 });
      return {
        ...figures,
        ...(await measureCalls(big, ', 10k lectures', calls('/api/lectures?_start=0&_end=24').filter(wanted))),
      };
    } finally {
      await big.close();
    }
  },
};
