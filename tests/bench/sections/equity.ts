import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildClient, removeClientBuild } from '../../../build/client-build.js';
import { type EquityInput, parseCards, readEquityInput } from '../../../portal/equity/engine/index.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/helpers/chromium.js';
import { lastKeystrokeToExact } from '../equity-page.js';
import { bareExactHoldem, bareSampledHoldem, bareSampledOmaha } from '../equity-reference.js';
import { atLeast, atMost, type BenchSection, median, round } from '../figure.js';
import { benchDatabase, benchMember, startProduct } from '../product-server.js';

/**
 * The equity calculator's worker, as the production build ships it, in Chromium: exact hand against hand
 * preflop (all 1 712 304 boards) and Monte Carlo deals per second for hold'em and PLO, each as a ratio
 * against phe evaluating the same kind of boards in bare Node loops (tests/bench/equity-reference.ts);
 * and on the product's /equity page, the time from a member's last keystroke to that exact figure.
 */
const RUNS = 3;
const PAGE_RUNS = 6;
const SAMPLE_WINDOW_MS = 3_000;

const spot = (game: EquityInput['game'], players: string[]): EquityInput => {
  const read = readEquityInput({ game, players, board: '', dead: '' });
  if ('message' in read) throw new Error(read.message);
  return read.input;
};
const cards = (text: string) => {
  const read = parseCards(text);
  if ('message' in read) throw new Error(read.message);
  return read.cards;
};
const EXACT = spot('nlhe', ['AhAs', 'KdKc']);
// A hand against a range has no exact count preflop: it samples, dealing a combo and a board each time.
const HOLDEM_SAMPLED = spot('nlhe', ['AhKd', 'QQ+, AKs']);
const OMAHA_SAMPLED = spot('plo', ['AsAhKsKh', 'JdTd9c8c']);

/** Serves the built client's files and an empty page, which starts the worker from its own origin. */
function serve(dir: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url!, 'http://x').pathname;
    if (pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>equity bench</title>');
      return;
    }
    try {
      const body = await fs.readFile(path.join(dir, path.normalize(pathname)));
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

/** Runs one input in a fresh worker: the time to the last board when exact, else deals per second over a window. */
const inWorker = (workerUrl: string, input: EquityInput, windowMs: number) =>
  new Promise<{ samples: number; ms: number; done: boolean }>((resolve) => {
    const worker = new Worker(workerUrl, { type: 'module' });
    let started = 0;
    worker.onmessage = (event: MessageEvent<{ result: { samples: number; done: boolean } }>) => {
      const { samples, done } = event.data.result;
      const ms = performance.now() - started;
      if (done || ms >= windowMs) {
        worker.terminate();
        resolve({ samples, ms, done });
      }
    };
    started = performance.now();
    worker.postMessage({ run: 1, input });
  });

/** The product serving this build, a member at /equity: the times from last keystroke to exact figure. */
async function onThePage(clientDir: string): Promise<number[]> {
  const database = await benchDatabase({ seedDemo: false });
  const product = await startProduct(database, { CLIENT_DIR: clientDir });
  try {
    const member = { role: 'member' as const, token: (await benchMember(database)).token };
    return await lastKeystrokeToExact(product.url, member, PAGE_RUNS);
  } finally {
    await product.stop();
    await database.close();
  }
}

export const section: BenchSection = {
  name: 'equity',
  pinClient: false,
  async run() {
    const clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-bench-equity-'));
    buildClient(clientDir);
    const assets = await fs.readdir(path.join(clientDir, 'assets'));
    const workerFile = assets.find((file) => /^equity\.worker-.*\.js$/.test(file));
    if (!workerFile) throw new Error(`no equity worker among the built assets: ${assets.join(', ')}`);
    const site = await serve(clientDir);
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/`);
      const worker = (input: EquityInput, windowMs = Number.MAX_SAFE_INTEGER) =>
        page.evaluate(([url, spotInput, ms]) => inWorker(url, spotInput, ms), [
          `/assets/${workerFile}`,
          input,
          windowMs,
        ] as const);
      await page.addScriptTag({ content: `window.inWorker = ${inWorker.toString()}` });
      const perSecond = (run: { samples: number; ms: number }) => run.samples / (run.ms / 1000);

      const rates = {
        exact: [] as number[],
        exactBare: [] as number[],
        holdem: [] as number[],
        holdemBare: [] as number[],
        omaha: [] as number[],
        omahaBare: [] as number[],
      };
      for (let run = 0; run < RUNS; run++) {
        rates.exactBare.push(bareExactHoldem(cards('AhAs'), cards('KdKc')));
        rates.exact.push(perSecond(await worker(EXACT)));
        rates.holdemBare.push(bareSampledHoldem(2_000_000));
        rates.holdem.push(perSecond(await worker(HOLDEM_SAMPLED, SAMPLE_WINDOW_MS)));
        rates.omahaBare.push(bareSampledOmaha(200_000));
        rates.omaha.push(perSecond(await worker(OMAHA_SAMPLED, SAMPLE_WINDOW_MS)));
      }
      const pageMs = await onThePage(clientDir);
      const m = Object.fromEntries(Object.entries(rates).map(([name, values]) => [name, Math.round(median(values))]));
      const detail = (product: string, reference: string) => ({
        [`${product} per second in the worker`]: m[product],
        [`${reference} per second, phe in bare Node`]: m[reference],
        runs: {
          worker: rates[product as keyof typeof rates].map(Math.round),
          bare: rates[reference as keyof typeof rates].map(Math.round),
        },
      });
      return {
        'exact AhAs vs KdKc preflop, boards per second in the worker': atLeast(
          round(m.exact / m.exactBare),
          0.25,
          'phe enumerating the same boards in bare Node',
          { ...detail('exact', 'exactBare'), seconds: round(1_712_304 / m.exact, 2) },
        ),
        "Monte Carlo hold'em (AhKd vs QQ+, AKs), deals per second in the worker": atLeast(
          round(m.holdem / m.holdemBare),
          0.25,
          'phe on random boards in bare Node',
          detail('holdem', 'holdemBare'),
        ),
        'Monte Carlo PLO (AsAhKsKh vs JdTd9c8c), deals per second in the worker': atLeast(
          round(m.omaha / m.omahaBare),
          0.25,
          'phe on random boards in bare Node',
          detail('omaha', 'omahaBare'),
        ),
        'last keystroke → exact figure': atMost(round(median(pageMs) / 1000, 2), 1, 's', {
          about:
            'on /equity opened from the sidebar, KdKc then AhAs typed (a key every 120 ms); median of the visits, the first starting the worker',
          runsMs: pageMs.map(Math.round),
        }),
      };
    } finally {
      await browser.close();
      site.close();
      removeClientBuild(clientDir);
    }
  },
};
