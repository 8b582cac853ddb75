// What the server and the browser agree on for a page the server draws
// (docs/ARCHITECTURE.md#the-dashboard-drawn-by-the-server).

/**
 * The cookies a signed-in browser keeps so the server can draw the dashboard for its member. Scoped to
 * the dashboard's address: no other request carries them, and the API never reads them.
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
