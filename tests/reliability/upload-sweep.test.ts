import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/database.js';
import { sweepUploads, UPLOAD_STAGING_MAX_AGE_MS } from '../../server/modules/uploads/sweep.js';
import { runningEmbeddedUrl } from '../../server/ops/running-database.js';
import { cleanUp, newDataDir, startProduct } from './helpers/product.js';
import { CHUNK, type ChunkUpload, receivedChunks, sendChunk, stagingEntries, writeBigMp4 } from './helpers/upload.js';

afterAll(cleanUp);

const HOUR = 3600_000;

describe('abandoned uploads', () => {
  it('are swept on start by their files’ age, and by the clock on later rounds; live ones stay', async () => {
    const dataDir = await newDataDir();
    const source = path.join(dataDir, 'source.mp4');
    await writeBigMp4(source, 2 * CHUNK);
    let product = await startProduct(dataDir);
    const token = await product.adminToken();
    const upload = (): ChunkUpload => ({
      product,
      token,
      file: source,
      connectionId: randomBytes(9).toString('base64url'),
      totalChunks: 2,
    });
    const [abandoned, live] = [upload(), upload()];
    for (const one of [abandoned, live]) expect((await sendChunk(one, 0)).status).toBe(200);
    await product.stop();

    // The first upload's last chunk arrived a day and an hour ago; a killed request left a half chunk.
    const dayAgo = new Date(Date.now() - UPLOAD_STAGING_MAX_AGE_MS - HOUR);
    for (const name of await stagingEntries(dataDir))
      if (name.startsWith(abandoned.connectionId)) await fs.utimes(path.join(dataDir, 'uploads', name), dayAgo, dayAgo);
    await fs.writeFile(path.join(dataDir, 'uploads', 'incoming-left-by-a-crash.tmp'), 'half a chunk');

    product = await startProduct(dataDir);
    Object.assign(abandoned, { product, token: await product.adminToken() });
    Object.assign(live, { product, token: abandoned.token });
    expect(product.output()).toMatch(/removed 2 abandoned upload file\(s\)/);
    const liveEntries = await stagingEntries(dataDir);
    expect(liveEntries.length).toBeGreaterThan(0);
    expect(liveEntries.every((name) => name.startsWith(live.connectionId))).toBe(true);
    // Forgotten, so a resuming client starts again instead of skipping chunks that are gone.
    expect((await product.api.get(`/lectures/upload/${abandoned.connectionId}`, abandoned.token)).status).toBe(404);
    expect(await receivedChunks(live)).toEqual([0]);

    // An hourly round a day later finds the live upload abandoned too (rows by their clock, files by mtime).
    const url = await runningEmbeddedUrl(dataDir);
    const database = await connect(url!);
    try {
      expect(await sweepUploads(dataDir, database.db, { now: new Date(Date.now() + HOUR), atStart: false })).toEqual(
        [],
      );
      expect(
        await sweepUploads(dataDir, database.db, {
          now: new Date(Date.now() + UPLOAD_STAGING_MAX_AGE_MS + HOUR),
          atStart: false,
        }),
      ).toEqual(liveEntries);
    } finally {
      await database.close();
    }
    expect(await stagingEntries(dataDir)).toEqual([]);
    expect((await product.api.get(`/lectures/upload/${live.connectionId}`, live.token)).status).toBe(404);
    await product.stop();
  });
});
