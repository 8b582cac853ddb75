// The server's way into the client's code: built apart for Node (`vite build --ssr`, build/client-build.ts)
// and loaded by server/client/drawn-pages.ts. See docs/ARCHITECTURE.md#pages-drawn-by-the-server.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, type Params, StaticRouter } from 'react-router';
import { PATHS } from '../../common/paths';
import { dashboardQueries } from '../../portal/dashboard/dashboard-answers';
import { loadDashboardCode } from '../../portal/dashboard/dashboard-page';
import decisionStyles from '../../portal/lectures/decisions/decision-panel.css?inline';
import { drawnLectureQueries } from '../../portal/lectures/lecture-answers';
import { libraryQueries } from '../../portal/library/content-library-page';
import { moduleSectionQueries, modulesQueries } from '../../portal/library/modules-answers';
import { profileQueries } from '../../portal/profile/profile-page';
import type { ReadJson } from '../../providers/api-calls';
import { favouritesQuery } from '../../providers/favourites-api';
import { deckQuery } from '../../providers/review-api';
import { AppProviders } from '../app';
import { AppRoutes } from '../app-routes';
import playerStyles from '../components/lecture-player/player.css?inline';
import { createQueryClient } from '../routes/query-client';
import { seedAnswers } from './drawn-answers';
import { readAnswers } from './drawn-queries';
import { type ServerView, ServerViewContext } from './page-drawing';

/** A page the server draws: its screen's reads for an address's parameters, and what else it needs. */
interface DrawnPage {
  /** The screen's list of reads, the one the browser's screen reads too, through `read`. */
  queries(params: Params, read?: ReadJson): readonly object[];
  /** Reads its screen makes once the first ones have answered, from their answers. */
  following?: (answers: readonly unknown[], read?: ReadJson) => readonly object[];
  /** Code its first render needs beyond what the tree's lazy parts bring. */
  code?: () => Promise<unknown>;
  /**
   * Its stylesheets the page's own do not carry (plain CSS of the screen's chunk, which the browser
   * fetches with that chunk): inline, so the drawn page paints as the app will draw it.
   */
  styles?: string;
}

const lectureId = (params: Params) => Number(params.id);

/** The pages the server draws, by route pattern (common/drawn-page.ts `DRAWN_PAGES`). */
const PAGES: Record<string, DrawnPage> = {
  [PATHS.dashboard]: { queries: (_, read) => dashboardQueries(read), code: loadDashboardCode },
  [PATHS.lectureDetails]: {
    queries: (params, read) => drawnLectureQueries(lectureId(params), read),
    styles: `<style>${playerStyles}${decisionStyles}</style>`,
  },
  [PATHS.modules]: { queries: (_, read) => modulesQueries(read), following: moduleSectionQueries },
  [PATHS.contentLibrary]: { queries: (_, read) => libraryQueries(read) },
  [PATHS.savedVideos]: { queries: (_, read) => [favouritesQuery(read)] },
  [PATHS.review]: { queries: (_, read) => [deckQuery(read)] },
  // A tool with nothing to read: drawn, it paints its form before any script runs.
  [PATHS.equity]: { queries: () => [] },
  [PATHS.profile]: { queries: (_, read) => profileQueries(read) },
};

/** The drawn page at an address: its pattern, parameters and description, or null for any other address. */
function pageAt(location: string) {
  for (const [pattern, page] of Object.entries(PAGES)) {
    const match = matchPath(pattern, location);
    if (match) return { pattern, params: match.params, page };
  }
  return null;
}

/**
 * The answers the page at `location` is drawn from, read under the keys the browser's screen reads them
 * with, through `read`; null for an address drawn by no one.
 */
export async function readPage(location: string, read: ReadJson) {
  const found = pageAt(location);
  if (!found) return null;
  const first = await readAnswers(found.page.queries(found.params, read));
  return [...first, ...(await readAnswers(found.page.following?.(first, read) ?? []))];
}

/** The app for one member's drawing: a query cache of its own, holding that member's answers and no one else's. */
function tree(location: string, view: ServerView, seed: (client: QueryClient) => void) {
  const queryClient = createQueryClient();
  seed(queryClient);
  return (
    <ServerViewContext.Provider value={view}>
      <StaticRouter location={location}>
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
 * The frame, the screen and the header's parts are lazy: a first prerender of each page, which waits for
 * them, brings their code in, after which every drawing renders them at once, in one synchronous pass.
 */
const lazyPartsLoaded = new Map<string, Promise<unknown>>();

/**
 * antd's style caches, one per page and theme, kept: a fresh one per drawing made antd work out every
 * component's styles again, four fifths of a drawing's time. A kept one also holds the styles of parts
 * earlier drawings had (a carousel, an empty list), a few more rules than one page needs; one shared by
 * the pages would put each page's styles into the other's.
 */
const styleCaches = new Map<string, ReturnType<typeof createCache>>();

function styleCacheOf(pattern: string, dark: boolean) {
  const name = `${pattern} ${dark ? 'dark' : 'light'}`;
  const cache = styleCaches.get(name) ?? createCache();
  styleCaches.set(name, cache);
  return cache;
}

/** The page at `location` as the browser's first render will draw it for this member, and the styles it uses. */
export async function drawPage(location: string, view: ServerView, answers: readonly unknown[]) {
  const found = pageAt(location);
  if (!found) throw new Error(`${location} is not a drawn page`);
  const { pattern, params, page } = found;
  const queries = page.queries(params);
  const all = [...queries, ...(page.following?.(answers.slice(0, queries.length)) ?? [])];
  const seed = (client: QueryClient) => seedAnswers(client, all, answers);
  let loaded = lazyPartsLoaded.get(pattern);
  if (!loaded) {
    loaded = Promise.all([page.code?.(), prerenderToNodeStream(tree(location, view, seed))]);
    lazyPartsLoaded.set(pattern, loaded);
    // A failed first load is tried again by the next drawing, not kept as every drawing's answer.
    loaded.catch(() => lazyPartsLoaded.delete(pattern));
  }
  await loaded;
  const cache = styleCacheOf(pattern, view.dark);
  const html = renderToString(<StyleProvider cache={cache}>{tree(location, view, seed)}</StyleProvider>);
  // A part still waiting would leave a placeholder only the app's scripts fill: better the plain page.
  if (html.includes('<template')) throw new Error(`a lazy part of ${pattern} was not loaded`);
  return { html, styles: extractStyle(cache) + (page.styles ?? '') };
}
