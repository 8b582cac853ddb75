import fs from 'node:fs/promises';
import path from 'node:path';
import { writeBigMp4 } from '../../reliability/helpers/upload.js';
import { alternate, atLeast, type BenchSection, type Figure, round } from '../figure.js';
import { chunkedUpload, ddWriteMs } from '../media/chunked-upload.js';
import { randomRangesMiBps, wholeFileMiBps } from '../media/drain-client.js';
import { ACCEL_PREFIX, hasNginx, NGINX, startNginx } from '../media/nginx.js';
import { benchAdminToken, type BenchDatabase, benchDatabase, benchSession, startProduct } from '../product-server.js';

/**
 * Media against nginx (Debian's, sendfile on) on the same file, and chunked upload against dd
 * writing and fsyncing the same bytes to the same filesystem. The client drains on the other CPU.
 * BENCH_MEDIA_CPU_PROF=<dir> writes the product's CPU profiles there.
 */
const STREAM_BYTES = 122 * 2 ** 20;
const UPLOAD_BYTES = 200 * 2 ** 20;
const STREAM_KEY = 'videos/bench-stream.mp4';
// ≈ 1.2 GiB a run: long enough that a burst of other work on the machine does not decide a run.
const DOWNLOADS_PER_RUN = 10;
const RANGES = { connections: 8, perConnection: 64, rangeBytes: 2 ** 20 };

/** The streamed file's URL as the admin's player gets it (user 1 may always watch: the grant check runs in full). */
const grantedStream = async (database: BenchDatabase) =>
  database.deps.mediaUrls.toGrantedUrl(STREAM_KEY, { id: 1, sessionId: (await benchSession(database, 1)).id })!;

const mib = (bytes: number, ms: number) => bytes / 2 ** 20 / (ms / 1000);
const profileArgs = () =>
  process.env.BENCH_MEDIA_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_MEDIA_CPU_PROF)}`]
    : [];

async function streamingFigures(database: BenchDatabase, mediaRoot: string): Promise<Record<string, Figure>> {
  const signed = await grantedStream(database);
  const product = await startProduct(database, {}, profileArgs());
  const nginx = await startNginx(mediaRoot, { kind: 'static' });
  try {
    const reference = `/media/${STREAM_KEY}`;
    const whole = await alternate(
      () => wholeFileMiBps(nginx.url, reference, STREAM_BYTES, DOWNLOADS_PER_RUN),
      () => wholeFileMiBps(product.url, signed, STREAM_BYTES, DOWNLOADS_PER_RUN),
    );
    console.log(`whole file: ${round(whole.product, 0)} MiB/s vs nginx ${round(whole.reference, 0)} (${whole.ratio})`);
    const ranges = await alternate(
      () => randomRangesMiBps(nginx.url, reference, STREAM_BYTES, RANGES),
      () => randomRangesMiBps(product.url, signed, STREAM_BYTES, RANGES),
    );
    console.log(
      `1 MiB ranges: ${round(ranges.product, 0)} MiB/s vs nginx ${round(ranges.reference, 0)} (${ranges.ratio})`,
    );
    return {
      'whole 122 MiB file through a signed URL MiB/s': atLeast(whole.ratio, 0.5, 'nginx sendfile, same file', {
        unit: 'MiB/s',
        ...whole,
      }),
      'random 1 MiB ranges, 8 at once, MiB/s': atLeast(ranges.ratio, 0.5, 'nginx sendfile, same file', {
        unit: 'MiB/s',
        ...RANGES,
        ...ranges,
      }),
    };
  } finally {
    await nginx.stop();
    await product.stop();
  }
}

/** nginx in front of the product with MEDIA_ACCEL_REDIRECT: the app checks the link, nginx sends the bytes. */
async function accelFigure(database: BenchDatabase, mediaRoot: string): Promise<Record<string, Figure>> {
  const signed = await grantedStream(database);
  const product = await startProduct(database, { MEDIA_ACCEL_REDIRECT: ACCEL_PREFIX });
  const fronted = await startNginx(mediaRoot, { kind: 'accel', upstream: product.url });
  const alone = await startNginx(mediaRoot, { kind: 'static' });
  try {
    const whole = await alternate(
      () => wholeFileMiBps(alone.url, `/media/${STREAM_KEY}`, STREAM_BYTES, DOWNLOADS_PER_RUN),
      () => wholeFileMiBps(fronted.url, signed, STREAM_BYTES, DOWNLOADS_PER_RUN),
    );
    console.log(
      `X-Accel-Redirect: ${round(whole.product, 0)} MiB/s vs nginx alone ${round(whole.reference, 0)} (${whole.ratio})`,
    );
    const ranges = await alternate(
      () => randomRangesMiBps(alone.url, `/media/${STREAM_KEY}`, STREAM_BYTES, RANGES),
      () => randomRangesMiBps(fronted.url, signed, STREAM_BYTES, RANGES),
    );
    console.log(
      `X-Accel-Redirect ranges: ${round(ranges.product, 0)} MiB/s vs nginx alone ${round(ranges.reference, 0)} (${ranges.ratio})`,
    );
    return {
      'whole file, nginx + app with X-Accel-Redirect, MiB/s': atLeast(whole.ratio, 0.8, 'nginx alone, same file', {
        unit: 'MiB/s',
        ...whole,
      }),
      'random 1 MiB ranges, nginx + app with X-Accel-Redirect, MiB/s': atLeast(
        ranges.ratio,
        0.5,
        'nginx alone, same file',
        { unit: 'MiB/s', ...RANGES, ...ranges },
      ),
    };
  } finally {
    await alone.stop();
    await fronted.stop();
    await product.stop();
  }
}

async function uploadFigure(database: BenchDatabase): Promise<Record<string, Figure>> {
  const source = path.join(database.dataDir, 'upload-source.mp4');
  await writeBigMp4(source, UPLOAD_BYTES);
  const video = await fs.readFile(source);
  const token = await benchAdminToken(database);
  const product = await startProduct(database, {}, profileArgs());
  const acknowledged: number[] = [];
  try {
    const result = await alternate(
      async () => mib(UPLOAD_BYTES, await ddWriteMs(source, path.join(database.dataDir, 'dd-target.bin'))),
      async () => {
        const timing = await chunkedUpload(product.url, token, video);
        acknowledged.push(round(mib(UPLOAD_BYTES, timing.acknowledgedMs), 0));
        return mib(UPLOAD_BYTES, timing.doneMs);
      },
    );
    console.log(
      `upload: ${round(result.product, 0)} MiB/s vs dd + fsync ${round(result.reference, 0)} (${result.ratio})`,
    );
    const detail = {
      unit: 'MiB/s to the success event',
      chunkBytes: 5 * 2 ** 20,
      inFlight: 4,
      allChunksAcknowledgedMiBps: acknowledged,
      ...result,
    };
    return {
      'chunked upload of 200 MiB, 4 in flight, MiB/s': atLeast(
        result.ratio,
        0.5,
        'dd write + fsync, same bytes',
        detail,
      ),
    };
  } finally {
    await product.stop();
  }
}

export const section: BenchSection = {
  name: 'media',
  async run() {
    if (!hasNginx) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
    const database = await benchDatabase({ seedDemo: false });
    try {
      const mediaRoot = path.join(database.dataDir, 'media');
      await fs.mkdir(path.join(mediaRoot, 'videos'), { recursive: true });
      await writeBigMp4(path.join(mediaRoot, STREAM_KEY), STREAM_BYTES);
      return {
        ...(await streamingFigures(database, mediaRoot)),
        ...(await accelFigure(database, mediaRoot)),
        ...(await uploadFigure(database)),
      };
    } finally {
      await database.close();
    }
  },
};
