// The server's way into the client's code: built apart for Node (`vite build --ssr`, build/client-build.ts)
// and loaded by server/client/drawn-dashboard.ts. See docs/ARCHITECTURE.md#the-dashboard-drawn-by-the-server.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PATHS } from '../../common/paths';
import { type DashboardAnswers, readDashboardAnswers, seedDashboard } from '../../portal/dashboard/dashboard-answers';
import { loadDashboardCode } from '../../portal/dashboard/dashboard-page';
import { AppProviders } from '../app';
import { AppRoutes } from '../app-routes';
import { createQueryClient } from '../routes/query-client';
import { type ServerView, ServerViewContext } from './page-drawing';

/** The dashboard's answers, read under the keys the browser's dashboard reads them with, through `read`. */
export const readDashboard = (read: <T>(url: string) => Promise<T>) => readDashboardAnswers(read);

/** The app for one member's drawing: a query cache of its own, holding that member's answers and no one else's. */
function tree(view: ServerView, answers: DashboardAnswers) {
  const queryClient = createQueryClient();
  seedDashboard(queryClient, answers);
  return (
    <ServerViewContext.Provider value={view}>
      <StaticRouter location={PATHS.dashboard}>
        <QueryClientProvider client={queryClient}>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </QueryClientProvider>
      </StaticRouter>
    </ServerViewContext.Provider>
  );
}

/**
 * The frame, the screen and the header's parts are lazy: a first prerender, which waits for them, brings
 * their code in, after which every drawing renders them at once, in one synchronous pass.
 */
let lazyPartsLoaded: Promise<unknown> | undefined;

/**
 * antd's style cache, one per theme and kept: a fresh one per drawing made antd work out every
 * component's styles again, four fifths of a drawing's time. A kept one also holds the styles of parts
 * earlier drawings had (a carousel, an empty list), a few more rules than one page needs.
 */
const styleCaches = { light: createCache(), dark: createCache() };

/** The dashboard as the browser's first render will draw it for this member, and the antd styles it uses. */
export async function drawDashboard(view: ServerView, answers: DashboardAnswers) {
  lazyPartsLoaded ??= Promise.all([loadDashboardCode(), prerenderToNodeStream(tree(view, answers))]);
  await lazyPartsLoaded;
  const cache = styleCaches[view.dark ? 'dark' : 'light'];
  const html = renderToString(<StyleProvider cache={cache}>{tree(view, answers)}</StyleProvider>);
  // A part still waiting would leave a placeholder only the app's scripts fill: better the plain page.
  if (html.includes('<template')) throw new Error('a lazy part of the dashboard was not loaded');
  return { html, styles: extractStyle(cache) };
}
