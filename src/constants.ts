/**
 * Client-side constants (docs/PRODUCT.md, docs/API.md), named for what they mean. What the server
 * needs too lives in common/ (limits, support subjects, shared texts); what providers/ needs, there.
 */
/** The logo (public/), also the picture of an account without one. */
export const LOGO = '/logo.svg';

export const LOGIN_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 1500;
export const SIGNUP_REDIRECT_MS = 2000;
export const VERIFICATION_REDIRECT_MS = 5000;
export const PASSWORD_DIALOG_MS = 1500;

/** Staff lists ask the server this long after the last keystroke (search as you type). */
export const SEARCH_DEBOUNCE_MS = 300;

export const VERIFICATION_CODE_LENGTH = 4;
export const RESEND_CODE_SECONDS = 50;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** The sidebar starts collapsed at this width or less. */
export const SIDEBAR_COLLAPSE_MAX_WIDTH = 991;
export const SIDEBAR_WIDTH = 240;

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggablePercent: 80,
} as const;

/** The server puts its SOCIAL_* settings into the page (a meta tag); these are the fallbacks. */
const pageSettings = (() => {
  try {
    return JSON.parse(document.querySelector('meta[name="poker-settings"]')?.getAttribute('content') ?? '{}') as {
      social?: Record<string, string>;
    };
  } catch {
    return {};
  }
})();

export const SOCIAL_LINKS = [
  { name: 'X', href: pageSettings.social?.x ?? 'https://x.com' },
  { name: 'Discord', href: pageSettings.social?.discord ?? 'https://discord.com' },
  { name: 'YouTube', href: pageSettings.social?.youtube ?? 'https://www.youtube.com' },
] as const;

export const TEXTS = {
  logoutConfirm: 'Are you sure you want to logout?',
  notFound: 'Page not found',
  loading: 'Loading',
} as const;

export const PAGE_TITLE_PREFIX = { member: 'Poker User', staff: 'Poker', public: 'Poker' } as const;
