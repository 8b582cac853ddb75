import fs from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { buildClient } from '../../../build/client-build.js';
import { CRITICAL_JS_FILE, type CriticalJsReport } from '../../../build/js-budget-check.js';
import { PAGE_COOKIES } from '../../../common/drawn-page.js';
import { API_PREFIX, lectureDetailsPath, PATHS } from '../../../common/paths.js';
import { dashboardQueries } from '../../../portal/dashboard/dashboard-answers.js';
import { decisions } from '../../../server/modules/decisions/schema.js';
import { lectures } from '../../../server/modules/lectures/schema.js';
import { freePort } from '../../../server/services/free-port.js';
import { readAnswers } from '../../../src/drawing/drawn-queries.js';
import { signIn, type Visitor, withChromium } from '../bench-browser.js';
import { alternate, atLeast, atMost, type BenchSection, type Figure, median, round } from '../figure.js';
import { load } from '../measure.js';
import { benchAdminToken, type BenchDatabase, benchDatabase, benchMember, startProduct } from '../product-server.js';

/**
 * Every member page, the login page and a staff list, on a fresh client build, signed in as a member whose
 * demo library has favourites and a review card due: each page's critical JavaScript as the build measured it
 * against its budget (build/js-budgets.ts), what a browser downloads until the network is idle (JS and CSS as
 * sent, brotli when Chromium asks for it) and Lighthouse's mobile audit (score and largest paint).
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Where to keep each run's whole Lighthouse report (its main-thread breakdown is the page's profile). */
const LIGHTHOUSE_REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
/** Only the pages whose addresses are listed (`BENCH_PAGES=/equity,/profile`), when looking into a few. */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',');
const KB = 1024;
/** Lighthouse's score every member page must reach, and the largest paint web.dev calls good. */
const MIN_SCORE = 95;
const MAX_LCP_MS = 2500;

interface PageCase {
  name: string;
  path: string;
  /** The route the page's address matches, as the budget table and the build's report name it. */
  route: string;
  as: Visitor;
  /** Visible once the page is usable. */
  ready: (page: Page) => Promise<unknown>;
  /** Lighthouse's score the page must reach; the staff list is reported as measured. */
  minScore?: number;
}

/** Bytes on the wire (encoded body sizes) of every script and style sheet the page loads until the network is idle. */
function wireBytes(baseUrl: string, pageCase: PageCase) {
  return withChromium(async (_context, page) => {
    await signIn(page, baseUrl, pageCase.as);
    const loaded: { url: string; type: string; encoding: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      loaded.push({
        url: new URL(response.url()).pathname,
        type,
        encoding,
        bytes: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      });
    });
    await page.goto(`${baseUrl}${pageCase.path}`, { waitUntil: 'networkidle' });
    await pageCase.ready(page);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(loaded.map(async (file) => ({ ...file, bytes: await file.bytes })));
    const sum = (type: string) =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file.bytes, 0);
    return {
      js: sum('script'),
      css: sum('stylesheet'),
      files: files.map((file) => `${file.url} ${file.encoding} ${file.bytes}`),
    };
  });
}

/**
 * Lighthouse's default (mobile) audit of one page, cold cache, the visitor's keys stored first. Run
 * once more when Lighthouse could not record the load's trace (NO_NAVSTART, "run Lighthouse again"),
 * as on the first run after Chromium was installed.
 */
async function lighthouseRun(baseUrl: string, pathName: string, visitor: Visitor, again = true) {
  const port = await freePort();
  const lhr = await withChromium(async (_context, page) => {
    await signIn(page, baseUrl, visitor);
    // Storage reset would sign the member out; the new profile alone makes the cache cold.
    const result = await lighthouse(`${baseUrl}${pathName}`, {
      port,
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
    });
    return result!.lhr;
  }, port);
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && again) return lighthouseRun(baseUrl, pathName, visitor, false);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${pathName}: ${lhr.runtimeError.message}`);
  if (LIGHTHOUSE_REPORTS_DIR) {
    await fs.mkdir(LIGHTHOUSE_REPORTS_DIR, { recursive: true });
    const file = `${pathName.replaceAll('/', '') || 'root'}-${Date.now()}.json`;
    await fs.writeFile(path.join(LIGHTHOUSE_REPORTS_DIR, file), JSON.stringify(lhr));
  }
  const metric = (id: string) => Math.round((lhr.audits[id].numericValue ?? 0) * 1000) / 1000;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    fcpMs: Math.round(metric('first-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    speedIndexMs: Math.round(metric('speed-index')),
    cls: metric('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Lighthouse's median score and largest paint over `LIGHTHOUSE_RUNS` cold loads of the page. */
async function lighthouseFigures(baseUrl: string, pageCase: PageCase): Promise<Record<string, Figure>> {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await lighthouseRun(baseUrl, pageCase.path, pageCase.as));
  const score = median(runs.map((run) => run.score));
  const lcpMs = median(runs.map((run) => run.lcpMs));
  const { minScore } = pageCase;
  return {
    [`Lighthouse mobile performance ${pageCase.name}`]: {
      value: score,
      unit: 'score',
      target: minScore === undefined ? 'measured (staff screen)' : `≥ ${minScore}`,
      met: minScore === undefined || score >= minScore,
      detail: { runs },
    },
    [`Lighthouse mobile LCP ${pageCase.name}`]: {
      value: round(lcpMs / 1000, 2),
      unit: 's',
      target: minScore === undefined ? 'measured (staff screen)' : `≤ ${MAX_LCP_MS / 1000} s (web.dev "good")`,
      met: minScore === undefined || lcpMs <= MAX_LCP_MS,
      detail: { runs },
    },
  };
}

/** The build's report of each route's critical JavaScript against its budget (build/js-budget-check.ts). */
async function criticalJs(clientDir: string): Promise<CriticalJsReport> {
  return JSON.parse(await fs.readFile(path.join(clientDir, CRITICAL_JS_FILE), 'utf8')) as CriticalJsReport;
}

/**
 * What a member who has used the demo library has: three saved lectures and a decision answered wrongly,
 * so Saved Videos lists lectures and the review deck holds a card due now.
 */
async function useDemoLibrary(database: BenchDatabase, baseUrl: string, token: string): Promise<void> {
  const call = async (pathName: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${API_PREFIX}/${pathName}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${pathName}: ${response.status} ${await response.text()}`);
  };
  const saved = await database.deps.db.select({ id: lectures.id }).from(lectures).orderBy(asc(lectures.id)).limit(3);
  for (const { id } of saved) await call('user/create-favorite', { lectureId: id });
  const [decision] = await database.deps.db
    .select({ id: decisions.id, options: decisions.options })
    .from(decisions)
    .orderBy(asc(decisions.id))
    .limit(1);
  await call(`decisions/${decision.id}/answer`, {
    optionIndex: decision.options.findIndex((option) => option.share === 0),
  });
}

/** The API reads the dashboard makes, as `dashboardQueries` (portal/dashboard/dashboard-answers.ts) lists them. */
async function dashboardReadPaths(): Promise<string[]> {
  const paths: string[] = [];
  const record = <T>(url: string) => {
    paths.push(`${API_PREFIX}/${url}`);
    return Promise.resolve({} as T);
  };
  // Empty answers do not make a dashboard: only the addresses asked for count.
  await readAnswers(dashboardQueries(record)).catch(() => undefined);
  return paths;
}

/**
 * A member's visit to the dashboard, as the server draws it (one page, its seven reads made in process
 * and the app's tree rendered) against the plain page and the same reads asked by the browser: visits
 * per second at 10 connections, each in turn three times. Drawing costs more server time by nature; the
 * floor catches a drawing that stopped reusing antd's style cache (0.06, a fresh cache per page).
 */
async function drawnDashboardVisits(baseUrl: string, token: string): Promise<Figure> {
  const seconds = 4;
  const connections = 10;
  const drawn = async () =>
    (
      await load(`${baseUrl}${PATHS.dashboard}`, {
        seconds,
        connections,
        headers: { cookie: `${PAGE_COOKIES.key}=${token}` },
      })
    ).requestsPerSecond;
  const reads = await dashboardReadPaths();
  const plain = async () => {
    const requests = [
      { method: 'GET' as const, path: PATHS.dashboard },
      ...reads.map((path) => ({ method: 'GET' as const, path, headers: { authorization: `Bearer ${token}` } })),
    ];
    return (await load(baseUrl, { seconds, connections, requests })).requestsPerSecond / requests.length;
  };
  const result = await alternate(plain, drawn);
  return atLeast(result.ratio, 0.1, 'the plain page and its seven reads from the browser (visits per second)', {
    drawnVisitsPerSecond: result.product,
    plainVisitsPerSecond: round(result.reference, 1),
    drawn: result.products,
    plain: result.references,
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

export const section: BenchSection = {
  pinClient: false,
  name: 'pages',
  async run() {
    const database = await benchDatabase();
    const clientDir = path.join(database.dataDir, 'client');
    buildClient(clientDir);
    const member: Visitor = { role: 'member', token: (await benchMember(database)).token };
    const staff: Visitor = { role: 'admin', token: await benchAdminToken(database) };
    // A demo lecture: its MP4 plays (the demo has no HLS ladder).
    const [lecture] = await database.deps.db
      .select({ id: lectures.id })
      .from(lectures)
      .orderBy(asc(lectures.id))
      .limit(1);
    const product = await startProduct(database, { CLIENT_DIR: clientDir });
    await useDemoLibrary(database, product.url, member.token!);
    const memberPage = (name: string, route: string, ready: PageCase['ready'] = heading, path = route): PageCase => ({
      name: `${name} (member)`,
      path,
      route,
      as: member,
      ready,
      minScore: MIN_SCORE,
    });
    const cases: PageCase[] = [
      {
        name: '/login',
        path: PATHS.login,
        route: PATHS.login,
        as: { role: null },
        ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor(),
        minScore: 97,
      },
      memberPage(PATHS.dashboard, PATHS.dashboard, (page) => page.getByText('Total Watch Time').waitFor()),
      memberPage(`${PATHS.modules} (Modules)`, PATHS.modules),
      memberPage(PATHS.contentLibrary, PATHS.contentLibrary),
      memberPage(
        '/lecture-details',
        PATHS.lectureDetails,
        (page) =>
          page.waitForFunction(
            () => (document.querySelector<HTMLVideoElement>('video.lecture-player__video')?.readyState ?? 0) >= 1,
          ),
        lectureDetailsPath(lecture.id),
      ),
      memberPage(PATHS.savedVideos, PATHS.savedVideos),
      memberPage(PATHS.review, PATHS.review),
      memberPage(PATHS.equity, PATHS.equity),
      memberPage(PATHS.profile, PATHS.profile),
      {
        name: '/user-management (staff)',
        path: PATHS.userManagement,
        route: PATHS.userManagement,
        as: staff,
        ready: (page) => page.getByRole('table').waitFor(),
      },
    ];
    const measured = cases.filter((pageCase) => !ONLY_PAGES || ONLY_PAGES.includes(pageCase.route));
    try {
      const figures: Record<string, Figure> = {};
      const critical = await criticalJs(clientDir);
      for (const pageCase of measured) {
        const budgeted = critical[pageCase.route];
        if (budgeted)
          figures[`critical JS ${pageCase.name}`] = atMost(budgeted.kb, budgeted.budgetKb, 'KB', {
            files: budgeted.files,
          });
        const bytes = await wireBytes(product.url, pageCase);
        figures[`JS on the wire ${pageCase.name}`] = {
          value: round(bytes.js / KB, 1),
          unit: 'KB',
          target: 'measured (until the network is idle: the critical JS and what loads after it)',
          met: true,
          detail: { files: bytes.files },
        };
        figures[`CSS on the wire ${pageCase.name}`] = {
          value: round(bytes.css / KB, 1),
          unit: 'KB',
          target: 'measured (antd styles of the member screens, built ahead)',
          met: true,
        };
      }
      for (const pageCase of measured) Object.assign(figures, await lighthouseFigures(product.url, pageCase));
      figures['server work of a dashboard visit, drawn by the server'] = await drawnDashboardVisits(
        product.url,
        member.token!,
      );
      return figures;
    } finally {
      await product.stop();
      await database.close();
    }
  },
};
