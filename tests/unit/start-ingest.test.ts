import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestDeps } from '../../server/modules/live/live-ingest.js';
import { startLiveIngest } from '../../server/modules/live/start-ingest.js';

/** The ingest's start when its port is already another process's: only the default port is given up. */
let taken: net.Server;
let port: number;

beforeAll(async () => {
  taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((resolve) => taken.close(resolve)));

// Nothing reaches the dependencies before the port is had.
const deps = {} as IngestDeps;
const settings = (rtmpPortChosen: boolean) => ({ RTMP_PORT: port, HOST: '127.0.0.1', rtmpPortChosen });

describe('starting the live ingest', () => {
  it('runs without one, and says why, when the default port is taken', async () => {
    const lines: string[] = [];
    expect(await startLiveIngest(settings(false), deps, (line) => lines.push(line))).toBeUndefined();
    expect(lines).toEqual([
      `no RTMP ingest here: 127.0.0.1:${port} is in use (RTMP_PORT chooses another port, 0 none)`,
    ]);
  });

  it('fails the start when a port set on purpose is taken', async () => {
    await expect(startLiveIngest(settings(true), deps, () => undefined)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('starts none with RTMP_PORT=0', async () => {
    expect(await startLiveIngest({ ...settings(true), RTMP_PORT: undefined }, deps, () => undefined)).toBeUndefined();
  });
});
