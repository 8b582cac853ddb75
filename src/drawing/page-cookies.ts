import { formatPageView, PAGE_COOKIE_PATHS, PAGE_COOKIES } from '../../common/drawn-page';
import { readKeyClaims } from '../../providers/key-claims';
import { getSession, subscribeSession } from '../../providers/session';

/**
 * When cookies holding `token` end: when the key does (its `exp`: the sign-in's lifetime, `SESSION_HOURS`
 * or `REMEMBER_DAYS`); with the browser's session for a key whose end cannot be read (the server
 * refuses such a key anyway); at once, removed, without a key.
 */
function lifetimeOf(token: string | null): string {
  if (!token) return '; Max-Age=0';
  const { exp } = readKeyClaims(token);
  return exp === undefined ? '' : `; Expires=${new Date(exp * 1000).toUTCString()}`;
}

/** The cookie under each drawn page's address: written, kept and removed together. */
function setCookie(name: string, value: string, lifetime: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const cookiePath of PAGE_COOKIE_PATHS)
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=${cookiePath}${lifetime}; SameSite=Strict${secure}`;
}

/**
 * The window's width as read at the first write and after each resize, not at every write: a write
 * follows the app's own changes (the theme's effect as a drawn page is taken over), and reading the
 * width then makes the browser lay out the whole changed page at once, in the middle of the app's work.
 */
let windowWidth: number | undefined;

/**
 * Tells the server, through cookies sent only with the pages it draws, who is signed in and how the
 * page looks here (theme, width), so it can draw those pages before any script runs
 * (docs/ARCHITECTURE.md#pages-drawn-by-the-server). Signed out, all are removed.
 */
export function writePageCookies(): void {
  const { token } = getSession();
  const lifetime = lifetimeOf(token);
  setCookie(PAGE_COOKIES.key, token ?? '', lifetime);
  const dark = document.documentElement.dataset.theme === 'dark';
  setCookie(
    PAGE_COOKIES.view,
    token ? formatPageView({ dark, width: (windowWidth ??= window.innerWidth) }) : '',
    lifetime,
  );
}

/** Keeps the cookies true as the session, the theme (theme-context.tsx) and the window's width change. */
export function keepPageCookies(): void {
  writePageCookies();
  subscribeSession(writePageCookies);
  let pending = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(() => {
      windowWidth = window.innerWidth;
      writePageCookies();
    });
  });
}
