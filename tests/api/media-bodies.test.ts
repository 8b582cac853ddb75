import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_CHUNK_BYTES } from '../../server/services/file-answer.js';
import { apiClient, sessionIdOf, signIn } from './helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from './helpers/test-server.js';

/**
 * Media bodies are read in chunks into buffers that are used again, by the same answer and the next
 * ones: these files span several chunks, with bytes that differ everywhere, so a chunk sent twice,
 * skipped, or taken from another answer's buffer changes what arrives.
 */
let server: TestServer;
const files = {
  'videos/first.mp4': randomBytes(2.5 * FILE_CHUNK_BYTES),
  'videos/second.mp4': randomBytes(3 * FILE_CHUNK_BYTES + 7),
};
const urls: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const staff = await signIn(apiClient(server.url), ADMIN.email, ADMIN.password);
  for (const [key, bytes] of Object.entries(files)) {
    const file = path.join(server.dataDir, 'media', key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    urls[key] = `${server.url}${server.deps.mediaUrls.toGrantedUrl(key, { id: 1, sessionId: sessionIdOf(staff) })}`;
  }
});
afterAll(() => server.close());

const body = async (url: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(url, { headers });
  return { status: answer.status, headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
};

/** The server's open descriptors on `file` (the tests run the server in this process). */
async function openDescriptors(file: string): Promise<number> {
  const links = await Promise.all(
    (await fs.readdir('/proc/self/fd')).map((fd) => fs.readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return links.filter((link) => link === file).length;
}

describe('media bodies over several reads', () => {
  it('sends a whole file and ranges across chunk boundaries byte for byte', async () => {
    const bytes = files['videos/first.mp4'];
    const whole = await body(urls['videos/first.mp4']);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    expect(whole.bytes.equals(bytes)).toBe(true);
    // The app's own headers still go out on an answer whose body it writes itself.
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('cache-control')).toBe('private, no-cache');
    for (const [start, end] of [
      [FILE_CHUNK_BYTES - 10, 2 * FILE_CHUNK_BYTES + 9],
      [0, FILE_CHUNK_BYTES],
      [bytes.length - 1, bytes.length - 1],
    ]) {
      const part = await body(urls['videos/first.mp4'], { range: `bytes=${start}-${end}` });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(part.bytes.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('keeps answers sent at the same time apart', async () => {
    const keys = ['videos/first.mp4', 'videos/second.mp4', 'videos/first.mp4', 'videos/second.mp4'] as const;
    const answers = await Promise.all(keys.map((key) => body(urls[key])));
    answers.forEach((answer, index) => expect(answer.bytes.equals(files[keys[index]])).toBe(true));
  });

  it('stops reading and lets go of the file when the viewer leaves mid-file', async () => {
    const file = path.join(server.dataDir, 'media', 'videos/second.mp4');
    await new Promise<void>((resolve, reject) => {
      const request = http.get(urls['videos/second.mp4'], (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    await vi.waitFor(async () => expect(await openDescriptors(file)).toBe(0), { timeout: 5000 });
    expect((await body(urls['videos/second.mp4'])).bytes.equals(files['videos/second.mp4'])).toBe(true);
  });
});
