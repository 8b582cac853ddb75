// Must come first: adapts antd 5 to React 19 before any antd component loads.
import '@ant-design/v5-patch-for-react-19';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadScreen } from './app-routes';
import { keepPageCookies } from './drawing/page-cookies';
import { landingPreload } from './routes/landing-preload';
import { reloadOnStaleBuild } from './routes/reload-on-stale-build';

// First: the address's own screen may be a chunk the last deploy removed.
reloadOnStaleBuild();
landingPreload.register(preloadScreen);
keepPageCookies();
const root = createRoot(document.getElementById('root')!);
// The first render waits for the address's screen: rendered before, it would suspend and start over
// as each chunk arrived. A transition renders in slices that yield to the browser every few
// milliseconds, so the first render is not one long task (Lighthouse's Total Blocking Time).
void preloadScreen(window.location.pathname).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
