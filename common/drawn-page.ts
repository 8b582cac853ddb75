// What the server and the browser agree on for a page the server draws
// (docs/ARCHITECTURE.md#pages-drawn-by-the-server).
import { PATHS } from './paths.js';

/**
 * The pages the server draws for a signed-in member, by route pattern: the two members open most, whose
 * first paint otherwise waits for the app's scripts.
 */
export const DRAWN_PAGES = [PATHS.dashboard, PATHS.lectureDetails] as const;

/**
 * The address a drawn page's cookies are scoped to: its pattern up to its first parameter, so the
 * cookies ride with that page's requests and no others (`/dashboard`, `/lecture-management/lecture-details`).
 */
export const cookiePathOf = (pattern: string) => pattern.split('/:')[0]!;

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
