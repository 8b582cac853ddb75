import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const compress = promisify(zlib.brotliCompress);

/** Bytes as the server sends them: brotli at its highest quality, the cost paid once at build time. */
export type Brotli = (source: Buffer) => Promise<Buffer>;

/**
 * A compressor for one build that compresses each content once: the JavaScript budget measures the
 * chunks a page loads first as sent and the precompression then writes the same bytes, and quality 11
 * costs about a second and a half of processor per megabyte.
 */
export function brotliOncePerContent(): Brotli {
  const compressed = new Map<string, Promise<Buffer>>();
  return (source) => {
    const key = createHash('sha256').update(source).digest('base64');
    let result = compressed.get(key);
    if (!result) {
      result = compress(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      compressed.set(key, result);
    }
    return result;
  };
}
