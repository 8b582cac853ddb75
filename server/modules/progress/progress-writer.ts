import type pg from 'pg';
import type { ChangeKind } from '../../services/change-feed.js';

export interface ProgressWrite {
  userId: number;
  lectureId: number;
  /** Already capped at the length. */
  position: number;
  length: number;
  at: Date;
}

interface Pending extends ProgressWrite {
  resolve(watched: number): void;
  reject(error: unknown): void;
}

const MAX_BATCH = 500;

/**
 * Progress's trigger names the member on every write (migration 0002), and speaks for the watch log
 * written in the same statement: their learning state is read again.
 */
export const RAISES = ['learning'] as const satisfies readonly ChangeKind[];

/*
 * Every pause in a batch in one statement, one commit. Why batches: each progress write commits with
 * a NOTIFY (the progress_changed trigger), and PostgreSQL serialises committing transactions that
 * notified, WAL flush included, so one commit per pause capped the whole site at one pause per
 * fsync (≈ 100–150 a second here) however many connections waited.
 * - `old` locks the rows (as `select … for update` would, in key order so two processes cannot
 *   deadlock) and the upsert's source reads it first, so `before` is what the upsert replaces.
 * - The watch log gets each gain, and `completed` when this write crosses the line as percentWatched
 *   decides it. Values go through `::text::float8` so SQL computes with what JavaScript
 *   sees: pg sends a real as its shortest text, which is not the real's exact double.
 * $1–$5 one array each: user, lecture, position, lecture length, time; $6 the percent for "completed".
 */
const WRITE_PROGRESS = `
with input as (
  select * from unnest($1::int[], $2::int[], $3::real[], $4::int[], $5::timestamptz[]) as i(user_id, lecture_id, position, length, at)
), old as (
  select p.user_id, p.lecture_id, p.watched_seconds from progress p join input i using (user_id, lecture_id)
  order by p.user_id, p.lecture_id for update of p
), saved as (
  insert into progress (user_id, lecture_id, watched_seconds, last_position, updated_at)
  select i.user_id, i.lecture_id, i.position, i.position, i.at from input i cross join (select count(*) from old) as locked_first
  order by i.user_id, i.lecture_id
  on conflict (user_id, lecture_id) do update
    set watched_seconds = greatest(progress.watched_seconds, excluded.watched_seconds), last_position = excluded.last_position, updated_at = excluded.updated_at
  returning user_id, lecture_id, watched_seconds
), gain as (
  select s.user_id, s.lecture_id, i.length, i.at, s.watched_seconds::text::float8 as after, coalesce(o.watched_seconds, 0)::text::float8 as before
  from saved s join input i using (user_id, lecture_id) left join old o using (user_id, lecture_id)
), log as (
  insert into watch_log (user_id, lecture_id, seconds, completed, at)
  select user_id, lecture_id, after - before,
         case when length > 0 then least(after, length) / length * 100 >= $6::float8 and least(before, length) / length * 100 < $6::float8 else false end,
         at
  from gain where after > before
)
select user_id, lecture_id, watched_seconds from saved`;

/**
 * Writes progress in batches: the first write goes at once; writes arriving while a batch is in
 * flight wait for it and go together in the next (group commit, no timer). A (user, lecture) appears
 * at most once per batch, so its writes apply in order, one batch after another.
 */
export class ProgressWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly completedAtPercent: number,
  ) {}

  /** The member's watchedSeconds for the lecture after this write. */
  write(write: ProgressWrite): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...write, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.takeBatch();
        try {
          await this.send(batch);
        } catch {
          // One bad row (a user deleted meanwhile) must not fail the others: each alone, its own answer.
          for (const pending of batch) await this.send([pending]).catch(pending.reject);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    const rest: Pending[] = [];
    for (const pending of this.queue) {
      const key = `${pending.userId}:${pending.lectureId}`;
      if (batch.length < MAX_BATCH && !keys.has(key)) {
        keys.add(key);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async send(batch: Pending[]): Promise<void> {
    const { rows } = await this.pool.query<{ user_id: number; lecture_id: number; watched_seconds: number }>({
      name: 'write_progress',
      text: WRITE_PROGRESS,
      values: [
        batch.map((p) => p.userId),
        batch.map((p) => p.lectureId),
        batch.map((p) => p.position),
        batch.map((p) => p.length),
        batch.map((p) => p.at),
        this.completedAtPercent,
      ],
    });
    const saved = new Map(rows.map((row) => [`${row.user_id}:${row.lecture_id}`, row.watched_seconds]));
    for (const pending of batch) {
      const watched = saved.get(`${pending.userId}:${pending.lectureId}`);
      if (watched === undefined) pending.reject(new Error('progress not saved'));
      else pending.resolve(watched);
    }
  }
}
