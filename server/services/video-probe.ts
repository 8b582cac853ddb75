import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Duration of an MP4 from its `moov/mvhd` box, read with a few small reads wherever the box sits
 * (start or end of the file): no ffprobe needed, so uploads work without Debian's ffmpeg.
 */
export async function mp4DurationSeconds(file: string): Promise<number | null> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const moov = await findBox(handle, 0, size, 'moov');
    if (!moov) return null;
    const mvhd = await findBox(handle, moov.body, moov.end, 'mvhd');
    if (!mvhd) return null;
    const head = Buffer.alloc(32);
    await handle.read(head, 0, 32, mvhd.body);
    const version = head.readUInt8(0);
    const timescale = version === 1 ? head.readUInt32BE(20) : head.readUInt32BE(12);
    const duration = version === 1 ? Number(head.readBigUInt64BE(24)) : head.readUInt32BE(16);
    return timescale > 0 ? duration / timescale : null;
  } finally {
    await handle.close();
  }
}

async function findBox(
  handle: fs.FileHandle,
  start: number,
  end: number,
  type: string,
): Promise<{ body: number; end: number } | null> {
  const header = Buffer.alloc(16);
  for (let offset = start; offset + 8 <= end;) {
    await handle.read(header, 0, 16, offset);
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize) return null;
    if (header.toString('latin1', 4, 8) === type)
      return { body: offset + headerSize, end: Math.min(offset + size, end) };
    offset += size;
  }
  return null;
}

/** A JPEG poster from the second second of the video, or null where Debian's ffmpeg is missing. */
export async function makePoster(video: string, poster: string): Promise<boolean> {
  try {
    await fs.mkdir(path.dirname(poster), { recursive: true });
    await run(
      'ffmpeg',
      [
        '-nostdin',
        '-v',
        'error',
        '-y',
        '-ss',
        '1',
        '-i',
        video,
        '-frames:v',
        '1',
        '-vf',
        'scale=640:-2',
        '-q:v',
        '4',
        poster,
      ],
      { timeout: 60_000 },
    );
    return true;
  } catch {
    await fs.rm(poster, { force: true });
    return false;
  }
}
