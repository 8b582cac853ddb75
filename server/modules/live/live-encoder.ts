import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Rung } from '../videos/ladder.js';
import { FlvTimeline } from './flv-timeline.js';
import { liveLadderArguments } from './live-ladder.js';

/** How long ffmpeg gets to write its last segments once the stream ends, before it is killed. */
const FINISH_MS = 10_000;

/**
 * One class's stream on its way out: every FLV buffer of its publishers, as one timeline, is kept in
 * the recording (the original, whatever ffmpeg does) and fed to ffmpeg, which writes the HLS ladder
 * into `hlsDir`. Buffers that come before ffmpeg starts (it waits for the publisher's metadata) wait
 * for it.
 */
export class LiveEncoder {
  private readonly timeline = new FlvTimeline();
  private readonly recording: WriteStream;
  private ffmpeg?: ChildProcessByStdio<Writable, null, Readable>;
  private exited?: Promise<void>;
  private waiting: Buffer[] | null = [];
  private failure = '';

  constructor(
    private readonly hlsDir: string,
    readonly recordingFile: string,
    private readonly log: (line: string) => void,
  ) {
    this.recording = createWriteStream(recordingFile);
  }

  static async open(hlsDir: string, recordingFile: string, log: (line: string) => void): Promise<LiveEncoder> {
    await fs.rm(hlsDir, { recursive: true, force: true });
    await fs.mkdir(hlsDir, { recursive: true });
    await fs.mkdir(path.dirname(recordingFile), { recursive: true });
    return new LiveEncoder(hlsDir, recordingFile, log);
  }

  get started(): boolean {
    return this.ffmpeg !== undefined;
  }

  write(buffer: Buffer): void {
    const next = this.timeline.next(buffer);
    if (!next) return;
    this.recording.write(next);
    if (this.waiting) this.waiting.push(next);
    else this.ffmpeg?.stdin.write(next);
  }

  start(rungs: Rung[], hasAudio: boolean): void {
    if (this.ffmpeg) return;
    const ffmpeg = spawn('ffmpeg', liveLadderArguments(rungs, hasAudio, this.hlsDir), {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    this.ffmpeg = ffmpeg;
    // A write after ffmpeg stopped fails; its exit says why.
    ffmpeg.stdin.on('error', () => undefined);
    ffmpeg.stderr.setEncoding('utf8').on('data', (text: string) => {
      this.failure = (this.failure + text).slice(-1000);
    });
    this.exited = new Promise((resolve) => {
      ffmpeg.on('error', (error) => this.log(`live ffmpeg could not start: ${error.message}`));
      ffmpeg.on('close', (code) => {
        if (code !== 0) this.log(`live ffmpeg stopped (${code ?? 'killed'}): ${this.failure.trim()}`);
        resolve();
      });
    });
    for (const buffer of this.waiting ?? []) ffmpeg.stdin.write(buffer);
    this.waiting = null;
  }

  /** Ends the stream: ffmpeg writes its last segments and exits, the recording is complete on disk. */
  async stop(): Promise<void> {
    this.ffmpeg?.stdin.end();
    const killer = setTimeout(() => this.ffmpeg?.kill('SIGKILL'), FINISH_MS);
    await this.exited;
    clearTimeout(killer);
    await new Promise<void>((resolve) => this.recording.end(resolve));
  }
}
