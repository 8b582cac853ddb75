import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWithApi, signUpSubscribed } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface ScriptRequest {
  /** The address of the page that asked. */
  page: string;
  file: string;
  /** `script` when a running script asked (a lazy import); the page's own markup otherwise. */
  initiator: string;
}

/** Every script the browser requests (cache hits included) while `visit` runs. */
async function scriptRequests(visit: () => Promise<unknown>): Promise<ScriptRequest[]> {
  const cdp = await browser.context.newCDPSession(browser.page);
  const requests: ScriptRequest[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Script') return;
    const page = new URL(event.documentURL).pathname;
    requests.push({ page, file: new URL(event.request.url).pathname, initiator: event.initiator.type });
  });
  await cdp.send('Network.enable');
  try {
    await visit();
  } finally {
    await cdp.detach();
  }
  return requests;
}

/** The modulepreload links of the page the server sends for an address (scripts add their own later). */
async function modulePreloads(pathname: string): Promise<string[]> {
  const html = await (await fetch(`${browser.baseUrl}${pathname}`)).text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]!);
}

/** Each preloaded file was fetched once, by the page's markup: the lazy import found it loaded and asked for nothing. */
function expectFetchedOnceFromMarkup(requests: ScriptRequest[], pathname: string, files: string[]) {
  for (const file of files) {
    const asked = requests.filter((request) => request.page === pathname && request.file === file);
    expect(asked, file).toHaveLength(1);
    expect(asked[0]!.initiator, file).not.toBe('script');
  }
}

it("gets an account screen's script from the page's modulepreload links, beside the entry", async () => {
  const { page, baseUrl } = browser;
  const requests = await scriptRequests(async () => {
    await page.goto(`${baseUrl}/sign-up`);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
  });
  const preloads = await modulePreloads('/sign-up');
  expect(
    preloads.some((file) => file.startsWith('/assets/signup-page-')),
    preloads.join(),
  ).toBe(true);
  // Account screens stand alone: the signed-in frame is not theirs to fetch.
  expect(preloads.filter((file) => file.startsWith('/assets/frame-'))).toEqual([]);
  expectFetchedOnceFromMarkup(requests, '/sign-up', preloads);
});

it("gets a member dashboard's screen and the signed-in frame from the page's modulepreload links", async () => {
  const { page } = browser;
  const member = await signUpSubscribed();
  const requests = await scriptRequests(async () => {
    await signInWithApi(page, member, '/dashboard', { tourSeen: true });
    await page.getByText('Total Watch Time').waitFor();
  });
  const preloads = await modulePreloads('/dashboard');
  for (const chunk of ['dashboard', 'frame'])
    expect(
      preloads.some((file) => file.startsWith(`/assets/${chunk}-`)),
      `${chunk} in ${preloads.join()}`,
    ).toBe(true);
  expectFetchedOnceFromMarkup(requests, '/dashboard', preloads);
});
