import { spawn } from 'node:child_process';

export interface Push {
  /** ffmpeg's exit code (null when killed). */
  exited: Promise<number | null>;
  stop(): void;
}

/** A coach going live: ffmpeg publishes a test picture and tone to `url` in real time for `seconds`. */
export function pushTestStream(url: string, seconds: number): Push {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-c:a', 'aac'],
      ...['-t', String(seconds), '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
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
