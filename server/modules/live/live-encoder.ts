import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Rung } from '../videos/ladder.js';
import { FlvStartPoint } from './flv-start-point.js';
import { FlvTimeline } from './flv-timeline.js';
import { liveLadderArguments } from './live-ladder.js';

/** How long ffmpeg gets to write its last segments once the stream ends, before it is killed. */
const FINISH_MS = 10_000;
/**
 * An ffmpeg that dies is started again this many times in a row, after 1 s, 2 s, 4 s…, then left dead
 * until the publisher connects again (the coach stops and starts the stream).
 */
const MOST_RESTARTS = 5;
const FIRST_RESTART_MS = 1000;
/** An ffmpeg that ran this long before dying was not failing at start: its restarts count from zero again. */
const STEADY_MS = 30_000;

/** What the encoder's owner hears: members stop getting new pictures (ffmpeg died), and get them again. */
export interface EncoderEvents {
  down(): void;
  up(): void;
}

/**
 * One class's stream on its way out: every FLV buffer of its publishers, as one timeline, is kept in
 * the recording (the original, whatever ffmpeg does) and fed to ffmpeg, which writes the HLS ladder
 * into `hlsDir`. Buffers that come before ffmpeg starts (it waits for the publisher's metadata) wait
 * for it. An ffmpeg that dies while the stream goes on is started again (a few times, backing off)
 * from the stream's last keyframe, continuing the same playlists.
 */
export class LiveEncoder {
  private readonly timeline = new FlvTimeline();
  private readonly startPoint = new FlvStartPoint();
  private readonly recording: WriteStream;
  private ladder?: { rungs: Rung[]; hasAudio: boolean };
  /** The ffmpeg running now: none between a death and its restart. */
  private ffmpeg?: ChildProcessByStdio<Writable, null, Readable>;
  private exited: Promise<void> = Promise.resolve();
  private waiting: Buffer[] | null = [];
  private restarts = 0;
  private restart?: NodeJS.Timeout;
  /** ffmpeg died MOST_RESTARTS times in a row and is not started again by itself. */
  private gaveUp = false;
  private stopping = false;

  constructor(
    private readonly hlsDir: string,
    readonly recordingFile: string,
    private readonly log: (line: string) => void,
    private readonly events: EncoderEvents,
  ) {
    this.recording = createWriteStream(recordingFile);
  }

  static async open(
    hlsDir: string,
    recordingFile: string,
    log: (line: string) => void,
    events: EncoderEvents,
  ): Promise<LiveEncoder> {
    await fs.rm(hlsDir, { recursive: true, force: true });
    await fs.mkdir(hlsDir, { recursive: true });
    await fs.mkdir(path.dirname(recordingFile), { recursive: true });
    return new LiveEncoder(hlsDir, recordingFile, log, events);
  }

  get started(): boolean {
    return this.ladder !== undefined;
  }

  /** Whether an ffmpeg is turning the stream into segments now. */
  get encoding(): boolean {
    return this.ffmpeg !== undefined;
  }

  write(buffer: Buffer): void {
    const next = this.timeline.next(buffer);
    if (!next) return;
    this.recording.write(next);
    this.startPoint.keep(next);
    if (this.waiting) this.waiting.push(next);
    else this.ffmpeg?.stdin.write(next);
  }

  start(rungs: Rung[], hasAudio: boolean): void {
    if (this.ladder) return;
    this.ladder = { rungs, hasAudio };
    this.spawn(this.waiting ?? [], false);
    this.waiting = null;
  }

  /**
   * The publisher connected again: an encoder that gave up starts once more, its restarts counted from
   * zero, from the stream's last keyframe; a coach's reconnect is the one remedy they have.
   */
  revive(): void {
    if (!this.gaveUp || this.stopping) return;
    this.gaveUp = false;
    this.restarts = 0;
    this.spawn(this.startPoint.tags(), true);
    this.events.up();
  }

  /** Ends the stream: ffmpeg writes its last segments and exits, the recording is complete on disk. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restart);
    this.ffmpeg?.stdin.end();
    const killer = setTimeout(() => this.ffmpeg?.kill('SIGKILL'), FINISH_MS);
    await this.exited;
    clearTimeout(killer);
    await new Promise<void>((resolve) => this.recording.end(resolve));
  }

  private spawn(first: Buffer[], continuing: boolean): void {
    const { rungs, hasAudio } = this.ladder!;
    const ffmpeg = spawn('ffmpeg', liveLadderArguments(rungs, hasAudio, this.hlsDir, continuing), {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    this.ffmpeg = ffmpeg;
    const began = Date.now();
    let failure = '';
    // A write after ffmpeg stopped fails; its exit says why.
    ffmpeg.stdin.on('error', () => undefined);
    ffmpeg.stderr.setEncoding('utf8').on('data', (text: string) => {
      failure = (failure + text).slice(-1000);
    });
    this.exited = new Promise((resolve) => {
      ffmpeg.on('error', (error) => this.log(`live ffmpeg could not start: ${error.message}`));
      ffmpeg.on('close', (code, signal) => {
        this.ffmpeg = undefined;
        const why = `live ffmpeg stopped (${code ?? signal}): ${failure.trim()}`;
        if (!this.stopping) this.died(why, Date.now() - began);
        else if (code !== 0) this.log(why);
        resolve();
      });
    });
    for (const buffer of first) ffmpeg.stdin.write(buffer);
  }

  private died(why: string, ranMs: number): void {
    this.events.down();
    if (ranMs >= STEADY_MS) this.restarts = 0;
    if (this.restarts === MOST_RESTARTS) {
      this.gaveUp = true;
      this.log(`${why}; not started again after ${MOST_RESTARTS} restarts until the publisher connects again`);
      return;
    }
    const delay = FIRST_RESTART_MS * 2 ** this.restarts;
    this.restarts += 1;
    this.log(`${why}; restart ${this.restarts} of ${MOST_RESTARTS} in ${delay} ms`);
    this.restart = setTimeout(() => {
      this.spawn(this.startPoint.tags(), true);
      this.events.up();
    }, delay);
  }
}
