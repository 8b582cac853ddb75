import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClient } from '../../build/client-build.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// build/client-dir.ts reads CLIENT_DIR when first imported: this file's own build, named before any
// import. Under `npm test` it is the run's shared build (TEST_CLIENT_DIR), which the browser suite serves.
const { clientDir, shared } = await vi.hoisted(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const sharedDir = process.env.TEST_CLIENT_DIR;
  process.env.CLIENT_DIR = sharedDir ?? (await mkdtemp(`${tmpdir()}/poker-client-`));
  return { clientDir: process.env.CLIENT_DIR, shared: sharedDir !== undefined };
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes exactly as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

let server: TestServer;
let entryScript: string;

beforeAll(async () => {
  buildClient(clientDir);
  server = await startTestServer();
  const html = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  entryScript = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (!shared) await fs.rm(clientDir, { recursive: true, force: true });
});

describe('static files are compressed at build time and sent by content negotiation', () => {
  it('writes a brotli and a gzip copy beside every script, style sheet, page and icon of the build', async () => {
    const files = (await fs.readdir(clientDir, { recursive: true })).filter((file) =>
      /\.(js|css|html|svg)$/.test(file),
    );
    const sizes = await Promise.all(files.map(async (file) => (await fs.stat(path.join(clientDir, file))).size));
    const worthCompressing = files.filter((_, index) => sizes[index] > 1024);
    expect(worthCompressing.length).toBeGreaterThan(10);
    for (const file of worthCompressing) {
      await expect(fs.stat(path.join(clientDir, `${file}.br`)), `${file}.br`).resolves.toBeTruthy();
      await expect(fs.stat(path.join(clientDir, `${file}.gz`)), `${file}.gz`).resolves.toBeTruthy();
    }
  });

  it('sends brotli bytes that decode to the script to a client that accepts br, cached for a year', async () => {
    const answer = await rawGet(`${server.url}${entryScript}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(answer.body).equals(await fs.readFile(path.join(clientDir, entryScript)))).toBe(true);
  });

  it('sends gzip bytes to a client that accepts only gzip', async () => {
    const answer = await rawGet(`${server.url}${entryScript}`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(answer.body).equals(await fs.readFile(path.join(clientDir, entryScript)))).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const answer = await rawGet(`${server.url}${entryScript}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(await fs.readFile(path.join(clientDir, entryScript)))).toBe(true);
  });

  it('keeps files without a content hash revalidated', async () => {
    const answer = await rawGet(`${server.url}/logo.svg`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the page of every client route as asked, and says it varies by accept-encoding', async () => {
    const brotli = await rawGet(`${server.url}/dashboard`, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toContain('<meta name="poker-settings"');
    expect(brotli.headers['content-security-policy']).toContain("default-src 'self'");

    const gzip = await rawGet(`${server.url}/login`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('<div id="root">');

    const plain = await rawGet(`${server.url}/login`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toContain('<div id="root">');
  });
});
