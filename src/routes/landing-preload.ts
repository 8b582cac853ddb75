type Preloader = (pathname: string) => Promise<void>;

let preloader: Preloader = () => Promise.resolve();

/**
 * Loading a screen ahead of its visit, for account screens that know where a sign-in lands: its code
 * and data then arrive during the login toast's delay instead of after it. The shell registers how
 * (app-routes.tsx `preloadScreen`); account screens may not import the shell.
 */
export const landingPreload = {
  register(load: Preloader): void {
    preloader = load;
  },
  start(pathname: string): void {
    // Only a head start: the screen's own load reports any failure.
    preloader(pathname).catch(() => undefined);
  },
};
