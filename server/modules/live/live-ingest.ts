import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.js';
import { mediaRoot } from '../../services/media-store.js';
import { LiveEncoder } from './live-encoder.js';
import { liveFolder, liveLadderFor } from './live-ladder.js';
import type { LiveClassRow } from './live-store.js';
import { makeReplay, type ReplayDeps } from './replay.js';
import { type Publisher, type PublishRequest, RtmpIngest } from './rtmp-ingest.js';
import { isStreamKeyShape, RTMP_APP, streamKeyHash } from './stream-keys.js';
import {
  classOfKeyHash,
  liveClassIds,
  markEnded,
  markNotPublishing,
  markPublishing,
  readLiveClassRow,
} from './stream-store.js';

/** How long a live class waits for its publisher to come back before it ends by itself. */
const RECONNECT_GRACE_MS = 60_000;
/** Wrong stream keys an address may try per hour, as sign-in budgets failures: past it, every publish is refused. */
const KEY_TRIES_PER_ADDRESS = 10;
const HOUR_MS = 3_600_000;
/** How long ffmpeg waits for the publisher's metadata (its picture height) before starting on the defaults. */
const METADATA_WAIT_MS = 5_000;
const DEFAULT_HEIGHT = 720;

export type IngestDeps = ReplayDeps & Pick<AppDeps, 'budgets' | 'changeFeed'>;

/** One live class on this process: its publisher now (none while it may reconnect) and its encoder. */
interface LiveRun {
  /** The class as its run began: its replay's title and course when the class is deleted elsewhere. */
  row: LiveClassRow | undefined;
  publisher: Publisher | null;
  subscription: { stop(): void } | null;
  encoder: LiveEncoder;
  grace: NodeJS.Timeout | null;
  /** Bytes received and when, at the last sample: the ingest bitrate is the change since. */
  sampled: { bytes: number; at: number };
  bitrateKbps: number | null;
  /** Frames dropped by the class's earlier publishers (a coach who reconnected); null while none said its frame rate. */
  droppedBefore: number | null;
}

/** What the ingest knows of a class it receives: its bitrate since the last sample, frames its publishers dropped. */
export interface IngestFigures {
  bitrateKbps: number;
  droppedFrames: number | null;
}

const addKnown = (sum: number | null, more: number | null) => (sum === null ? more : sum + (more ?? 0));

const streamName = (classId: number) => `class-${classId}`;
const classIdOf = (name: string) => Number(name.slice('class-'.length));

/**
 * Live classes' media path on this process: RTMP publishes are checked against the classes' stream
 * keys (a wrong one counted against the address), one publisher per class; the first publish makes the
 * class live, a publisher gone has RECONNECT_GRACE_MS to come back before the class ends; ending
 * stops ffmpeg and makes the recording a draft lecture, whichever process wrote the end.
 */
export class LiveIngest {
  private readonly runs = new Map<number, LiveRun>();
  private readonly rtmp = new RtmpIngest({
    authorize: (request) => this.authorize(request),
    published: (name, publisher) => void this.published(classIdOf(name), publisher).catch(this.fail),
    vanished: (name, publisher) => void this.vanished(classIdOf(name), publisher).catch(this.fail),
  });

  constructor(
    private readonly deps: IngestDeps,
    private readonly log: (line: string) => void,
  ) {}

  private readonly fail = (error: unknown) => this.log(`live ingest: ${(error as Error).message}`);

  async start(port: number, host: string): Promise<void> {
    await this.rtmp.listen(port, host);
    // Only an ingest that listens hears of ends elsewhere: a process without the port has no runs.
    this.deps.changeFeed.on('live-ended', (classId) => void this.endedElsewhere(classId!).catch(this.fail));
    // Words sent while the feed was down are lost: the rows say which classes ended meanwhile.
    this.deps.changeFeed.onReset(() => {
      for (const classId of this.runs.keys()) void this.endedElsewhere(classId).catch(this.fail);
    });
    // Classes left live by a process that stopped wait for their publisher as after any drop.
    for (const id of await liveClassIds(this.deps.db)) {
      await markNotPublishing(this.deps.db, id);
      this.waitForPublisher(await this.runFor(id), id);
    }
  }

  /** Stops listening and encoding; the classes stay live, for the next start to wait for their publishers. */
  async close(): Promise<void> {
    await this.rtmp.close();
    for (const [id, run] of this.runs) {
      this.runs.delete(id);
      if (run.grace) clearTimeout(run.grace);
      run.subscription?.stop();
      await run.encoder.stop();
    }
  }

  /**
   * Each class's ingest figures, for classes whose publisher is sending: the bitrate since the last
   * call (kbit/s) and the frames dropped so far; `figuresOf` answers the same bitrate until the next call.
   */
  sample(): Map<number, IngestFigures> {
    const figures = new Map<number, IngestFigures>();
    const now = Date.now();
    for (const [classId, run] of this.runs) {
      run.bitrateKbps = null;
      if (!run.publisher) continue;
      const bytes = run.publisher.bytesIn();
      const seconds = (now - run.sampled.at) / 1000;
      const sent = bytes >= run.sampled.bytes ? bytes - run.sampled.bytes : 0;
      run.sampled = { bytes, at: now };
      run.bitrateKbps = seconds > 0 ? Math.round((sent * 8) / 1000 / seconds) : 0;
      figures.set(classId, this.figuresOf(classId)!);
    }
    return figures;
  }

  /** A class's figures on this process, or null when its publisher is not sending here. */
  figuresOf(classId: number): IngestFigures | null {
    const run = this.runs.get(classId);
    if (!run?.publisher || run.bitrateKbps === null) return null;
    return {
      bitrateKbps: run.bitrateKbps,
      droppedFrames: addKnown(run.droppedBefore, run.publisher.droppedFrames()),
    };
  }

  /**
   * Ends a class now: staff (whose `mark` writes the end, audited, or hands back the row an edit or
   * delete already wrote), or its publisher's grace running out. False when it was not live.
   */
  async end(
    classId: number,
    mark: () => Promise<LiveClassRow | undefined> = () => markEnded(this.deps.db, classId, this.deps.now()),
  ): Promise<boolean> {
    const run = await this.stopRun(classId);
    const ended = await mark();
    // Not live any more because another process ended it first: the recording is this process's to keep.
    await this.finishRun(classId, run, ended ?? (run && (await this.offAirRow(classId, run))));
    return ended !== undefined;
  }

  /** Another process took the class off the air: its run here stops and makes the replay, as if ended here. */
  private async endedElsewhere(classId: number): Promise<void> {
    const known = this.runs.get(classId);
    if (!known) return;
    const row = await this.offAirRow(classId, known);
    if (!row) return;
    const run = await this.stopRun(classId);
    await this.finishRun(classId, run, run && row);
  }

  /** The class as it went off air: its row once not live, the run's own when it was deleted; undefined while live. */
  private async offAirRow(classId: number, run: LiveRun): Promise<LiveClassRow | undefined> {
    const row = await readLiveClassRow(this.deps.db, classId);
    if (!row) return run.row;
    return row.status === 'live' ? undefined : row;
  }

  /** Takes the class's run off this process (at once, so only one caller gets it) and stops it. */
  private async stopRun(classId: number): Promise<LiveRun | undefined> {
    const run = this.runs.get(classId);
    this.runs.delete(classId);
    if (!run) return undefined;
    if (run.grace) clearTimeout(run.grace);
    run.subscription?.stop();
    run.publisher?.close();
    await run.encoder.stop();
    return run;
  }

  private async finishRun(classId: number, run: LiveRun | undefined, offAir: LiveClassRow | undefined): Promise<void> {
    await fs.rm(path.join(mediaRoot(this.deps.config), liveFolder(classId)), { recursive: true, force: true });
    if (!offAir || !run?.encoder.started) return;
    makeReplay(this.deps, offAir, run.encoder.recordingFile).then(
      (lectureId) => this.log(`live class ${classId}: replay lecture ${lectureId}`),
      this.fail,
    );
  }

  private async authorize({ app, name, address }: PublishRequest): Promise<string | null> {
    const budget = `stream-key:address:${address}`;
    if ((await this.deps.budgets.used(budget)).count >= KEY_TRIES_PER_ADDRESS) return null;
    const row =
      app === RTMP_APP && isStreamKeyShape(name) ? await classOfKeyHash(this.deps.db, streamKeyHash(name)) : undefined;
    if (!row) {
      await this.deps.budgets.take(budget, KEY_TRIES_PER_ADDRESS, HOUR_MS);
      return null;
    }
    if (row.status !== 'scheduled' && row.status !== 'live') return null;
    if (this.runs.get(row.id)?.publisher) return null;
    return streamName(row.id);
  }

  private async runFor(classId: number): Promise<LiveRun> {
    const known = this.runs.get(classId);
    if (known) return known;
    const recording = path.join(this.deps.config.dataDir, 'live-recordings', `${classId}-${Date.now()}.flv`);
    const hlsDir = path.join(mediaRoot(this.deps.config), liveFolder(classId));
    const { db, now } = this.deps;
    // An encoder that died leaves members as a publisher gone would ("reconnecting") until it is back.
    const events = {
      down: () => void markNotPublishing(db, classId).catch(this.fail),
      up: () => {
        if (this.runs.get(classId)?.publisher) void markPublishing(db, classId, now()).catch(this.fail);
      },
    };
    const [encoder, row] = await Promise.all([
      LiveEncoder.open(hlsDir, recording, this.log, events),
      readLiveClassRow(this.deps.db, classId),
    ]);
    const run: LiveRun = {
      row,
      publisher: null,
      subscription: null,
      encoder,
      grace: null,
      sampled: { bytes: 0, at: Date.now() },
      bitrateKbps: null,
      droppedBefore: null,
    };
    this.runs.set(classId, run);
    return run;
  }

  private async published(classId: number, publisher: Publisher): Promise<void> {
    const run = await this.runFor(classId);
    if (run.grace) clearTimeout(run.grace);
    run.grace = null;
    run.subscription?.stop();
    run.publisher = publisher;
    run.sampled = { bytes: publisher.bytesIn(), at: Date.now() };
    run.subscription = publisher.subscribe((flv) => run.encoder.write(flv));
    run.encoder.revive();
    // While a dead encoder waits for its restart members still get no pictures: its restart says when they do.
    if (!run.encoder.started || run.encoder.encoding) await markPublishing(this.deps.db, classId, this.deps.now());
    if (!run.encoder.started) await this.startEncoder(run, publisher);
  }

  private async startEncoder(run: LiveRun, publisher: Publisher): Promise<void> {
    for (let waited = 0; publisher.videoHeight() === 0 && waited < METADATA_WAIT_MS; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const height = publisher.videoHeight() || DEFAULT_HEIGHT;
    run.encoder.start(liveLadderFor(height), publisher.hasAudio());
  }

  private async vanished(classId: number, publisher: Publisher): Promise<void> {
    const run = this.runs.get(classId);
    if (!run || run.publisher !== publisher) return;
    run.droppedBefore = addKnown(run.droppedBefore, publisher.droppedFrames());
    run.publisher = null;
    run.subscription?.stop();
    run.subscription = null;
    await markNotPublishing(this.deps.db, classId);
    this.waitForPublisher(run, classId);
  }

  private waitForPublisher(run: LiveRun, classId: number): void {
    run.grace = setTimeout(() => void this.end(classId).catch(this.fail), RECONNECT_GRACE_MS);
    run.grace.unref();
  }
}
