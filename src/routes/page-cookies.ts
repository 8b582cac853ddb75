import { formatPageView, PAGE_COOKIES } from '../../common/drawn-page';
import { PATHS } from '../../common/paths';
import { getSession, subscribeSession } from '../../providers/session';

/** As long as the key in the browser's storage may live. */
const KEPT_SECONDS = 30 * 24 * 3600;

function setCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const life = value === null ? 0 : KEPT_SECONDS;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=${PATHS.dashboard}; Max-Age=${life}; SameSite=Strict${secure}`;
}

/**
 * Tells the server, through cookies sent only with the dashboard's page, who is signed in and how the
 * page looks here (theme, width), so it can draw the dashboard before any script runs
 * (docs/ARCHITECTURE.md#the-dashboard-drawn-by-the-server). Signed out, both are removed.
 */
export function writePageCookies(): void {
  const { token } = getSession();
  setCookie(PAGE_COOKIES.key, token);
  const dark = document.documentElement.dataset.theme === 'dark';
  setCookie(PAGE_COOKIES.view, token ? formatPageView({ dark, width: window.innerWidth }) : null);
}

/** Keeps the cookies true as the session, the theme (theme-context.tsx) and the window's width change. */
export function keepPageCookies(): void {
  writePageCookies();
  subscribeSession(writePageCookies);
  let pending = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(writePageCookies);
  });
}
