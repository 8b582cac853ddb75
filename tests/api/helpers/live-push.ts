import { spawn } from 'node:child_process';
import readline from 'node:readline';

export interface Push {
  /** ffmpeg's exit code (null when killed). */
  exited: Promise<number | null>;
  stop(): void;
}

export interface PushOptions {
  /** The picture's size; 1280x720 makes the ladder encode its 720p rung too. */
  size?: string;
  /**
   * Told, ten times a second, how far into the stream ffmpeg has sent (ms): with `-re` a frame goes out
   * at its stream time after the start, so wall clock minus it is when the stream's time 0 was.
   */
  onSent?: (streamMs: number) => void;
  /** Frames (by number, both included) the coach's encoder drops, as OBS does on a slow upload: the rest keep their times. */
  dropFrames?: [first: number, last: number];
}

/** A coach going live: ffmpeg publishes a test picture and tone to `url` in real time for `seconds`. */
export function pushTestStream(
  url: string,
  seconds: number,
  { size = '640x360', onSent, dropFrames }: PushOptions = {},
): Push {
  const dropping = dropFrames
    ? ['-vf', `select='not(between(n\\,${dropFrames[0]}\\,${dropFrames[1]}))'`, '-fps_mode', 'passthrough']
    : [];
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`, '-f', 'lavfi', '-i', 'sine'],
      ...dropping,
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-c:a', 'aac'],
      ...(onSent ? ['-progress', 'pipe:1', '-stats_period', '0.1'] : []),
      ...['-t', String(seconds), '-f', 'flv', url],
    ],
    { stdio: ['ignore', onSent ? 'pipe' : 'ignore', 'ignore'] },
  );
  if (onSent && ffmpeg.stdout) {
    readline.createInterface({ input: ffmpeg.stdout }).on('line', (line) => {
      const sent = /^out_time_us=(\d+)$/.exec(line);
      if (sent) onSent(Number(sent[1]) / 1000);
    });
  }
  return {
    exited: new Promise((resolve) => ffmpeg.on('close', (code) => resolve(code))),
    stop: () => ffmpeg.kill('SIGKILL'),
  };
}

/** Asks `read` every 200 ms until `done` holds for its answer, at most `ms`; the last answer. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
