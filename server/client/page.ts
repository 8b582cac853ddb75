import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';

/** What the page needs before its first request: the social links (SOCIAL_* settings). */
export function publicClientSettings(config: Config) {
  return { social: { x: config.SOCIAL_X_URL, discord: config.SOCIAL_DISCORD_URL, youtube: config.SOCIAL_YOUTUBE_URL } };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The built index.html with the settings in a meta tag (the CSP allows no inline script). */
export async function renderIndexHtml(clientDir: string, config: Config): Promise<string> {
  const html = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const meta = `<meta name="poker-settings" content="${escapeAttribute(JSON.stringify(publicClientSettings(config)))}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}
