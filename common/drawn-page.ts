// What the server and the browser agree on for a page the server draws
// (docs/ARCHITECTURE.md#pages-drawn-by-the-server).
import { PATHS } from './paths.js';

/**
 * The pages the server draws for a signed-in member, by route pattern: every member page whose first
 * paint would otherwise wait for the app's scripts and then for its reads.
 */
export const DRAWN_PAGES = [
  PATHS.dashboard,
  PATHS.lectureDetails,
  PATHS.modules,
  PATHS.contentLibrary,
  PATHS.savedVideos,
  PATHS.review,
  PATHS.equity,
  PATHS.profile,
] as const;

/**
 * The address a drawn page's cookies are scoped to: its pattern up to its first parameter, so the
 * cookies ride with that page's requests and no others (`/dashboard`, `/lecture-management/lecture-details`).
 */
const cookiePathOf = (pattern: string) => pattern.split('/:')[0]!;

const covers = (outer: string, inner: string) => inner === outer || inner.startsWith(`${outer}/`);

/**
 * The addresses the page cookies are written under: each drawn page's (`cookiePathOf`), less those another
 * covers (a cookie scoped to `/a` rides with `/a/b`'s requests too), so a page's request carries one pair.
 */
export const PAGE_COOKIE_PATHS = [...new Set(DRAWN_PAGES.map(cookiePathOf))].filter(
  (cookiePath, _, all) => !all.some((other) => other !== cookiePath && covers(other, cookiePath)),
);

/**
 * The cookies a signed-in browser keeps so the server can draw a page for its member: one pair per drawn
 * page, each scoped to its page's address (`cookiePathOf`), so no other request carries them, and the
 * API never reads them.
 */
export const PAGE_COOKIES = {
  /** The session's key, as the browser's own storage holds it. */
  key: 'poker_page_key',
  /** The theme and the window's width the page was last shown with, e.g. `dark.412`. */
  view: 'poker_page_view',
} as const;

export interface PageView {
  dark: boolean;
  width: number;
}

export const formatPageView = ({ dark, width }: PageView) => `${dark ? 'dark' : 'light'}.${Math.round(width)}`;

/** The view a cookie names, or null for anything else. */
export function parsePageView(text: string | undefined): PageView | null {
  const match = /^(dark|light)\.(\d{2,5})$/.exec(text ?? '');
  return match ? { dark: match[1] === 'dark', width: Number(match[2]) } : null;
}

/** The element a drawn page carries its answers in, as JSON, for the app's first render. */
export const DRAWN_ANSWERS_ID = 'drawn-answers';
