import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdStaticCssPlugin } from './build/antd-static-css.js';
import { type Brotli, brotliOncePerContent } from './build/brotli.js';
import { jsBudgetPlugin } from './build/js-budget-check.js';
import { routePreloadsPlugin } from './build/route-preloads.js';

const api = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|ttf|otf)$/;
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the build, so the
 * server sends them by content negotiation instead of compressing on each request.
 */
function precompress(brotli: Brotli): Plugin {
  let outDir = '';
  return {
    name: 'poker-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([brotli(source), gzip(source, { level: 9 })]);
          // A copy no smaller than the file would only cost the client time to decode.
          if (br.length < source.length) await fs.writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < source.length) await fs.writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/**
 * The signed-in frame's own code (layout, sidebar icons, header bell and search field, with their icons and the
 * socket's provider; socket.io-client itself loads on first use), the API client every signed-in screen calls
 * through, the member calls (one file per domain, with their query keys) and the query hooks: one chunk, not a dozen.
 */
const FRAME_CODE =
  /[\\/](src[\\/]layout[\\/]|src[\\/]routes[\\/](signed-in-queries|query-client)\.|portal[\\/]nav-icons\.|src[\\/]components[\\/]notification-bell[\\/](index|notification-bell|use-notifications)\.|src[\\/]components[\\/]site-search[\\/](index|header-search|deferred-site-search|texts)\.)/;
/**
 * Every domain's calls (`providers/<domain>-api.ts`, docs/ARCHITECTURE.md#domains), a new one too, but
 * those loaded apart when an account uses them: the staff rules' refresh, the second factor's steps and
 * live classes' calls and their chat's (socket events and texts), which only the Live pages, the staff
 * live screens and the profile's reminder switch need.
 */
const LOADED_APART = new Set(['roles-api', 'second-factor-api', 'live-api', 'live-chat-api']);
const DOMAIN_CALLS = readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'providers'))
  .filter((file) => file.endsWith('-api.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => !LOADED_APART.has(name));
const FRAME_PROVIDERS = [
  ...DOMAIN_CALLS,
  ...[
    'api-calls',
    'file-download',
    'member-query',
    'live-queries',
    'http-client',
    'api-error',
    'auth-provider',
    'socket',
  ],
];
const FRAME_PROVIDER = new RegExp(String.raw`[\\/]providers[\\/](${FRAME_PROVIDERS.join('|')})\.`);
// TanStack Query and the app's cache on it: the signed-in screens all read through them; account screens never do.
const QUERY_HOOKS = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;

/**
 * Shared constants only a few screens use, kept out of the kit every signed-in page loads: live classes',
 * and the texts and rules of the membership, team, mail, support and password screens.
 */
const KIT_LEFT_OUT =
  /[\\/]common[\\/](live|live-chat|seat-texts|digest-texts|password-rule|support-titles|money|captions)\./;

/**
 * Fewer, larger chunks where pages share them (each chunk is compressed alone, so small ones cost
 * more): everything the first page needs in one (the login screen is part of the app itself), and
 * the antd parts of the signed-in frame (menu, dropdown, badge, card …) in another. The rest splits
 * by route as usual, so staff-only parts (tables, pickers, Refine) stay off member and login pages.
 */
const codeSplitting = {
  groups: [
    { name: 'initial', tags: ['$initial' as const], priority: 2 },
    // The constants both sides share and the kit's plain helpers: tiny modules many screens use, one chunk.
    // Live classes' constants go with their screens instead (see LOADED_APART), and so do the account
    // screens' texts (KIT_LEFT_OUT): every signed-in page would fetch them.
    {
      name: 'kit',
      priority: 1,
      test: (id: string) =>
        /[\\/](common[\\/]|src[\\/]components[\\/](paging|file-checks|texts)\.)/.test(id) && !KIT_LEFT_OUT.test(id),
    },
    {
      name: 'shell',
      priority: 1,
      test: /node_modules[\\/](antd[\\/]es[\\/](menu|dropdown|avatar|badge|popover|app|modal|message|notification|tag|typography|card|progress|empty|skeleton|alert|space)|rc-(menu|overflow|dropdown|notification|progress|dialog))[\\/]/,
    },
    {
      name: 'frame',
      priority: 1,
      test: (id: string) => FRAME_CODE.test(id) || FRAME_PROVIDER.test(id) || QUERY_HOOKS.test(id),
    },
    // The HLS engine in a file of its own, which react-player fetches for a lecture with an HLS ladder only.
    { name: 'hls', priority: 1, test: /node_modules[\\/]hls\.js[\\/]/ },
    // The password estimator's English name lists (zxcvbn), fetched only when a new password is typed:
    // a file of their own keeps the dictionaries' files under the size warning.
    { name: 'password-names', priority: 1, test: /@zxcvbn-ts[\\/]language-en[\\/]dist[\\/](first|last)names/ },
    // What member screens share (the page heading, reads shown as one, video cards, figures, grid).
    {
      name: 'member-kit',
      priority: 1,
      test: /[\\/](portal[\\/](shared[\\/]|constants\.)|src[\\/]components[\\/](video-card[\\/]|figure-statistic\.|all-answered\.)|node_modules[\\/]antd[\\/]es[\\/](row|col|grid|statistic)[\\/])/,
    },
  ],
};

/** The browser build's own steps: the budget and the precompression compress the same chunks, once. */
function browserBuildPlugins(): Plugin[] {
  const brotli = brotliOncePerContent();
  return [antdStaticCssPlugin(), routePreloadsPlugin(), jsBudgetPlugin(brotli), precompress(brotli)];
}

// The client for browsers, or (`vite build --ssr`) the part of it the server draws pages with (src/drawing/draw-page.tsx):
// that one needs none of the browser build's plugins or chunking.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), ...browserBuildPlugins()],
  resolve: {
    alias: [
      // hls.js's light build: everything our ladders use (H.264 rungs with their audio muxed in; captions are
      // the video's own <track>s) without alternate audio, in-playlist subtitles, DRM and CMCD, a third
      // less script on the lecture page. hls-video-element imports the full build by its file name, other
      // players react-player can load by the package's name: both become the light one.
      { find: /^hls\.js(\/dist\/hls\.mjs)?$/, replacement: 'hls.js/dist/hls.light.mjs' },
      // Every browser the build targets has its own (src/native-resize-observer.ts); Node has none, and the
      // polyfill stands in for it there.
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^resize-observer-polyfill$/,
              replacement: fileURLToPath(new URL('src/native-resize-observer.ts', import.meta.url)),
            },
          ]),
    ],
  },
  // The server's drawing code carries its libraries (built where the client is, which may be outside the project).
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/media': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting } },
  },
}));
