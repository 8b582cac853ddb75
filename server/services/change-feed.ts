import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'changes';
const RECONNECT_MS = 1000;

export type ChangeKind =
  | 'user'
  | 'user-added'
  | 'user-count'
  | 'learning'
  | 'catalogue'
  | 'lecture'
  | 'ladder'
  | 'transcode'
  | 'session'
  | 'staff-change'
  | 'live-ended'
  | 'review'
  | 'discussion'
  | 'notification'
  | 'captions';
/** `id` a user's (user kinds) or a lecture's; `subject` the payload's text after the kind (a video key, a session id). */
type Listener = (id?: number, subject?: string) => void;

/**
 * PostgreSQL's word that rows changed (the `notify_change` triggers of migration 0002), heard on one
 * dedicated connection. In-memory caches subscribe and drop what changed; while the connection is
 * down nobody can know what changed, so `live` is false, caches are bypassed, and everything is
 * dropped again once it is back.
 */
export class ChangeFeed {
  private client?: pg.Client;
  private readonly listeners = new Map<ChangeKind, Listener[]>();
  private readonly resetListeners: (() => void)[] = [];
  private readonly pending = new Map<string, () => void>();
  private readonly origin = randomUUID();
  private closed = false;
  private retry?: NodeJS.Timeout;
  /** The sync round not yet sent (callers join it), and the one sent and not yet heard. */
  private nextRound?: Promise<void>;
  private roundInFlight: Promise<void> = Promise.resolve();
  live = false;

  constructor(private readonly url: string) {}

  async start(): Promise<void> {
    await this.connect();
  }

  on(kind: ChangeKind, listener: Listener): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /** Called when the feed (re)starts: every cache starts empty. */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  /**
   * Resolves once every change committed before the call has been heard here: notifications arrive
   * in commit order, so hearing our own later one proves it. Writes await it before answering, so
   * a client's next call never meets a stale cache in this process. Callers arriving before a round's
   * notify is sent share that round (its notify still follows their commits): under load a thousand
   * writers cost one round trip, not a queue of a thousand on this one connection.
   */
  sync(): Promise<void> {
    if (!this.client || !this.live) return Promise.resolve();
    this.nextRound ??= this.roundInFlight.then(() => {
      this.nextRound = undefined;
      return (this.roundInFlight = this.round());
    });
    return this.nextRound;
  }

  private async round(): Promise<void> {
    const client = this.client;
    if (!client || !this.live) return;
    const id = randomUUID();
    const heard = new Promise<void>((resolve) => this.pending.set(id, resolve));
    try {
      await client.query('select pg_notify($1, $2)', [CHANNEL, `sync:${this.origin}:${id}`]);
      await heard;
    } catch {
      this.pending.delete(id);
    }
  }

  /**
   * Tells every process (this one too) of a change after its commit, behind the row triggers' own
   * notifications: a process hears it only after it has dropped what the change made stale.
   */
  async announce(kind: ChangeKind, subject: string): Promise<void> {
    if (!this.client || !this.live) return;
    await this.client.query('select pg_notify($1, $2)', [CHANNEL, `${kind}:${subject}`]).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.live = false;
    await this.client?.end().catch(() => undefined);
    for (const resolve of this.pending.values()) resolve();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.heard(message.payload ?? ''));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    this.client = client;
    this.reset();
    this.live = true;
  }

  private lost(client: pg.Client): void {
    if (this.client && this.client !== client) return;
    this.live = false;
    this.client = undefined;
    this.reset();
    for (const resolve of this.pending.values()) resolve();
    this.pending.clear();
    void client.end().catch(() => undefined);
    if (!this.closed && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.connect();
      }, RECONNECT_MS);
    }
  }

  private reset(): void {
    for (const listener of this.resetListeners) listener();
  }

  private heard(payload: string): void {
    if (payload.startsWith('sync:')) {
      const [, origin, id] = payload.split(':');
      if (origin === this.origin) {
        this.pending.get(id)?.();
        this.pending.delete(id);
      }
      return;
    }
    const colon = payload.indexOf(':');
    const kind = colon < 0 ? payload : payload.slice(0, colon);
    const subject = colon < 0 ? undefined : payload.slice(colon + 1);
    const id = subject === undefined ? undefined : Number(subject);
    for (const listener of this.listeners.get(kind as ChangeKind) ?? []) listener(id, subject);
  }
}
