import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { escapeAttribute, readRoutePreloads } from './route-pages.js';

/** What the page needs before its first request: the social links (SOCIAL_* settings). */
export function publicClientSettings(config: Config) {
  return { social: { x: config.SOCIAL_X_URL, discord: config.SOCIAL_DISCORD_URL, youtube: config.SOCIAL_YOUTUBE_URL } };
}

/** The built index.html with the settings in a meta tag (the CSP allows no inline script). */
async function renderIndexHtml(clientDir: string, config: Config): Promise<string> {
  const html = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const meta = `<meta name="poker-settings" content="${escapeAttribute(JSON.stringify(publicClientSettings(config)))}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}

/** The built page with its settings, and the scripts each client route needs first (server/client/route-pages.ts). */
export async function clientPageParts(clientDir: string, config: Config) {
  const [html, preloads] = await Promise.all([renderIndexHtml(clientDir, config), readRoutePreloads(clientDir)]);
  return { html, preloads };
}
