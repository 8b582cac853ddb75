import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import type { IngestFigures } from './live-ingest.js';
import { liveFigures } from './schema.js';

/** How often each process writes what it knows of its live classes. */
const HEARTBEAT_MS = 2_000;
/** A row not written again for this long is from a process that stopped: it counts no more. */
const STALE_SECONDS = (3 * HEARTBEAT_MS) / 1000;

const fresh = gt(liveFigures.heardAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`);

type FigureDeps = Pick<AppDeps, 'db' | 'liveViewers' | 'liveIngest'>;

export interface SharedFigures {
  viewers: number;
  bitrateKbps: number | null;
  droppedFrames: number | null;
}

/**
 * Staff's figures of a live class, the same from every process: each one writes, every HEARTBEAT_MS,
 * a row per live class it serves (the members it served a playlist lately; on the ingest's process
 * the ingest bitrate and the publisher's dropped frames), and a process answers from its own memory and the others' fresh rows. Member
 * ids, not counts: a balancer sends one player's requests to several processes, and it is one viewer.
 */
export class LiveFigures {
  private readonly process = randomUUID();
  private timer?: NodeJS.Timeout;
  private wroteLast = 0;

  constructor(
    private readonly deps: FigureDeps,
    private readonly log: (line: string) => void,
  ) {}

  start(): void {
    this.timer = setInterval(
      () => void this.beat().catch((error) => this.log(`live figures: ${(error as Error).message}`)),
      HEARTBEAT_MS,
    );
    this.timer.unref();
  }

  /** Stops writing and takes this process's rows away: its members are no longer served here. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    if (this.wroteLast === 0) return;
    // Rows left behind by a failed delete go stale in seconds and count no more.
    await this.deps.db
      .delete(liveFigures)
      .where(eq(liveFigures.process, this.process))
      .catch(() => undefined);
  }

  async of(classId: number): Promise<SharedFigures> {
    const others = await this.deps.db
      .select({
        viewerIds: liveFigures.viewerIds,
        bitrateKbps: liveFigures.bitrateKbps,
        droppedFrames: liveFigures.droppedFrames,
      })
      .from(liveFigures)
      .where(and(eq(liveFigures.classId, classId), ne(liveFigures.process, this.process), fresh));
    const viewers = new Set(this.deps.liveViewers.members(classId));
    for (const row of others) for (const id of row.viewerIds) viewers.add(id);
    const ingest = this.deps.liveIngest?.figuresOf(classId) ?? others.find((row) => row.bitrateKbps !== null);
    return {
      viewers: viewers.size,
      bitrateKbps: ingest?.bitrateKbps ?? null,
      droppedFrames: ingest?.droppedFrames ?? null,
    };
  }

  /** Writes this process's rows for the classes still live (an ended or deleted one gets none) and drops stale rows. */
  private async beat(): Promise<void> {
    const { db, liveViewers, liveIngest } = this.deps;
    const ingest = liveIngest?.sample() ?? new Map<number, IngestFigures>();
    const classIds = [...new Set([...ingest.keys(), ...liveViewers.classes()])];
    const rows = classIds.map((classId) => ({
      classId,
      viewerIds: liveViewers.members(classId),
      bitrateKbps: ingest.get(classId)?.bitrateKbps ?? null,
      droppedFrames: ingest.get(classId)?.droppedFrames ?? null,
    }));
    // Nothing to write, and nothing of this process's left to take away: no query at all.
    if (rows.length === 0 && this.wroteLast === 0) return;
    this.wroteLast = rows.length;
    if (rows.length > 0) {
      await db.execute(sql`
        insert into live_figures (class_id, process, viewer_ids, bitrate_kbps, dropped_frames, heard_at)
        select c.id, ${this.process}, f."viewerIds", f."bitrateKbps", f."droppedFrames", now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as f("classId" int, "viewerIds" int[], "bitrateKbps" int, "droppedFrames" int)
        join live_classes c on c.id = f."classId" and c.status = 'live'
        on conflict (class_id, process) do update
          set viewer_ids = excluded.viewer_ids, bitrate_kbps = excluded.bitrate_kbps,
            dropped_frames = excluded.dropped_frames, heard_at = excluded.heard_at`);
    }
    await db.execute(sql`
      delete from live_figures
      where heard_at < now() - make_interval(secs => ${STALE_SECONDS})
         or (process = ${this.process} and not ${JSON.stringify(classIds)}::jsonb @> to_jsonb(class_id))`);
  }
}
