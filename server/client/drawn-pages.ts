import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { drawingModuleOf, type RoutePreloads } from '../../build/client-dir.js';
import { DRAWN_ANSWERS_ID, DRAWN_PAGES, PAGE_COOKIES, type PageView, parsePageView } from '../../common/drawn-page.js';
import { API_PREFIX } from '../../common/paths.js';
import { isStaff } from '../../common/roles.js';
import { hasContentAccess } from '../access/membership.js';
import { userForToken } from '../plugins/auth.js';
import { escapeAttribute, matchesPattern } from './route-pages.js';

/** The session the browser's storage would hold, as the client's code reads it (providers/session.ts). */
interface DrawnSession {
  token: string;
  username: string;
  role: string;
  subscribed: boolean;
  profileImage: string | null;
  firstLogin: boolean;
  staffRules: Record<string, never>;
}

/** What the drawing bundle (src/drawing/draw-page.tsx, built for Node beside the client) offers the server. */
interface PageDrawing {
  readPage(
    location: string,
    read: <T>(url: string, params?: Record<string, unknown>) => Promise<T>,
  ): Promise<unknown[] | null>;
  drawPage(
    location: string,
    view: PageView & { session: DrawnSession },
    answers: unknown[],
  ): Promise<{ html: string; styles: string }>;
}

/** The build's drawing bundle, or null for a build without one (every page is then the plain one). */
async function loadPageDrawing(clientDir: string): Promise<PageDrawing | null> {
  const entry = drawingModuleOf(clientDir);
  return existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as PageDrawing) : null;
}

/** A phone's width, or a desktop's, for a browser that has not told its own yet. */
const GUESSED_WIDTH = { phone: 390, desktop: 1280 };

/** The theme and width the browser last reported; before that, light and a guess from its hints. */
function viewOf(request: FastifyRequest, cookie: string | undefined): PageView {
  const told = parsePageView(cookie);
  if (told) return told;
  const mobile = request.headers['sec-ch-ua-mobile'] === '?1' || /\bMobi/.test(request.headers['user-agent'] ?? '');
  return { dark: false, width: mobile ? GUESSED_WIDTH.phone : GUESSED_WIDTH.desktop };
}

/** A read's parameters as the browser's client sends them: the ones given, as text. */
const queryOf = (params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );

/** Text safe inside a `<script type="application/json">`: no `</script>` or `<!--` can end it early. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const CACHE_MAP = /data-ant-cssinjs-cache-path\{content:"([^"]*)"/;

/** The antd styles the page's own stylesheets carry (build/antd-static-css.ts ends its file with their map). */
async function stylesOnPage(clientDir: string, html: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const [, href] of html.matchAll(STYLESHEET)) {
    const css = await fs.readFile(path.join(clientDir, href!), 'utf8').catch(() => '');
    for (const entry of CACHE_MAP.exec(css)?.[1]?.split(';') ?? []) hashes.add(entry.split(':').pop()!);
  }
  return hashes;
}

const STYLE_TAG = /<style[^>]*data-css-hash="([^"]*)"[^>]*>[\s\S]*?<\/style>/g;
/**
 * antd's map of the styles a drawing made (extractStyle's last tag). Left in, it would hide the page's own
 * stylesheet's map (the browser reads one map, the last in the cascade): the app would then work out
 * every style the stylesheet already holds again as it takes the page over, a long task on a phone.
 */
const STYLE_MAP_TAG = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/g;
// eslint-disable-next-line regexp/no-super-linear-move -- reads the build's own index.html, never outside text
const SCRIPTS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * The page a drawn page goes into: the plain page with its scripts (and the route's preloads) inert in
 * `<template id="after-paint">`, which public/after-paint.js makes live once the page is painted.
 */
function drawnPageTemplate(html: string, preloads: string[]) {
  const scripts = [...html.matchAll(SCRIPTS)].map(([tag]) => tag.trim());
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`);
  const page = html
    .replace(SCRIPTS, '')
    .replace(
      '</head>',
      `  <template id="after-paint">${[...scripts, ...links].join('')}</template>\n` +
        '    <script src="/after-paint.js" defer></script>\n  </head>',
    );
  // Replaced by functions: a replacement string would read `$&`, `$'` … in a member's text as patterns.
  return (drawn: { html: string; styles: string; answers: Record<string, unknown>; dark: boolean; member: number }) =>
    page
      .replace('<html lang="en">', (tag) =>
        drawn.dark ? '<html lang="en" data-theme="dark" style="color-scheme: dark">' : tag,
      )
      .replace('</head>', () => `${drawn.styles}</head>`)
      .replace(
        '<div id="root"></div>',
        // Inert until the app's first render replaces it: a click on a button that is only drawn would be lost.
        () =>
          `<div id="root"><div inert>${drawn.html}</div></div>\n    <script type="application/json" id="${DRAWN_ANSWERS_ID}" data-member="${drawn.member}">${jsonInScript(drawn.answers)}</script>`,
      );
}

/** The drawn page an address is, by its route pattern (common/drawn-page.ts), or undefined. */
export const drawnPageAt = (pathname: string) => DRAWN_PAGES.find((pattern) => matchesPattern(pattern, pathname));

/**
 * The page at an address drawn for the member whose key the page's cookie carries, or null for the plain
 * page: an address no page is drawn for, no key, a key no longer good (checked as the API checks a bearer
 * key, revocation included), staff, a member without a membership now, or any of the page's reads refused
 * (a lecture the member may not open, or none by that id). The reads go through the API itself, as the
 * member's browser would make them (same checks, same budgets for the same address).
 */
export async function pageDrawer(app: FastifyInstance, clientDir: string, html: string, preloads: RoutePreloads) {
  const drawing = await loadPageDrawing(clientDir);
  if (!drawing) return null;
  const templates = new Map<string, ReturnType<typeof drawnPageTemplate>>(
    DRAWN_PAGES.map((pattern) => [pattern, drawnPageTemplate(html, preloads[pattern] ?? [])]),
  );
  const onPage = await stylesOnPage(clientDir, html);

  return async (request: FastifyRequest, pathname: string): Promise<string | null> => {
    const template = templates.get(drawnPageAt(pathname) ?? '');
    if (!template) return null;
    const cookies = parseCookies(request.headers.cookie ?? '');
    const token = cookies[PAGE_COOKIES.key];
    if (!token) return null;
    const user = await userForToken(app.deps, token);
    // Members with a membership now, as the API checks it: every drawn page is a subscriber's screen.
    if (!user || isStaff(user) || !(await hasContentAccess(user, app.deps.signedIn, app.deps.now()))) return null;
    const read = async <T>(url: string, params: Record<string, unknown> = {}): Promise<T> => {
      const answer = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}/${url}`,
        query: queryOf(params),
        headers: { authorization: `Bearer ${token}`, 'user-agent': request.headers['user-agent'] ?? '' },
        remoteAddress: request.ip,
      });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
      return answer.json<T>();
    };
    const answers = await drawing.readPage(pathname, read).catch(() => null);
    if (!answers) return null;
    const profile = (await app.deps.signedIn.get(user.id))?.user;
    const view = viewOf(request, cookies[PAGE_COOKIES.view]);
    const session: DrawnSession = {
      token,
      username: user.name,
      role: user.role,
      subscribed: user.subscribedUser,
      profileImage: profile?.profilePicture ?? null,
      firstLogin: false,
      staffRules: {},
    };
    const drawn = await drawing.drawPage(pathname, { ...view, session }, answers);
    const styles = drawn.styles
      .replace(STYLE_MAP_TAG, '')
      .replace(STYLE_TAG, (tag, hash: string) => (onPage.has(hash) ? '' : tag));
    // Under the address they were drawn for: the app takes them for the page it boots on, no other.
    return template({ html: drawn.html, styles, answers: { [pathname]: answers }, dark: view.dark, member: user.id });
  };
}
