import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signIn } from './helpers/client.js';
import { ADMIN, type TestServer, useTestServer } from './helpers/test-server.js';

describe('API answers compressed when asked (docs/API.md#conventions)', () => {
  let server: TestServer;
  let token: string;
  useTestServer({ SEED_DEMO: '1' }, async (started, api) => {
    server = started;
    token = await signIn(api, ADMIN.email, ADMIN.password);
  });

  /** The bytes as they came over the wire (fetch would decode them). */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  const lectures = (encoding: string) =>
    rawGet('/api/lectures', { authorization: `Bearer ${token}`, 'accept-encoding': encoding });

  it('sends the lecture list in brotli or gzip, the same JSON as without', async () => {
    const plain = await lectures('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body.toString();
    expect(json.length).toBeGreaterThan(1024);

    const br = await lectures('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(json.length / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);

    const gzip = await lectures('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const health = await rawGet('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
  });
});
