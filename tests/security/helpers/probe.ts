import pg from 'pg';
import type { TestServer } from '../../api/helpers/test-server.js';
import { problemsWith } from './cast.js';

/**
 * The tables a refused request must leave alone. Left out on purpose: budget_counters and
 * email_tokens (a wrong password or code is counted: that is the throttle) and local_payment_intents.
 */
const WATCHED_TABLES = [
  'users',
  'courses',
  'categories',
  'tags',
  'lectures',
  'lecture_tags',
  'favourites',
  'progress',
  'watch_log',
  'spots',
  'promotions',
  'support_messages',
  'notifications',
  'notification_recipients',
  'subscriptions',
  'payment_events',
  'uploads',
];
// xmin changes on every insert and update, count on delete: together they show any write.
const FINGERPRINT_SQL = WATCHED_TABLES.map(
  (table) =>
    `select '${table}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as x from ${table}`,
).join(' union all ');

/** Routes whose refusals write by design, and why. */
export const WRITES_WHEN_REFUSED: Record<string, string> = {
  'POST /api/user/attached/payment-method':
    "the provider's state of the subscription is stored even when its invoice is not paid (402)",
};

export interface ProbeRequest {
  method: string;
  url: string;
  token?: string;
  /** Sent as is with `content-type: application/json`; undefined sends no body and no content type. */
  body?: string;
  /** The route's key, to know whether its refusals may write (WRITES_WHEN_REFUSED). */
  route: string;
}

/** Sends hostile requests one at a time and keeps what went wrong, with the request that did it. */
export class Prober {
  sent = 0;
  serverErrors = 0;
  readonly failures: string[] = [];
  private before = '';
  /** Its own connection: the fingerprint only reads, so it need not wait for the server's caches as `server.db` does. */
  private readonly database: pg.Client;

  constructor(private readonly server: TestServer) {
    this.database = new pg.Client({ connectionString: server.deps.config.DATABASE_URL });
  }

  async start(): Promise<void> {
    await this.database.connect();
    this.before = await this.fingerprint();
  }

  /** Before the server closes: its database is dropped once every session has left. */
  stop(): Promise<void> {
    return this.database.end();
  }

  async send(request: ProbeRequest): Promise<number> {
    const headers: Record<string, string> = {};
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.server.url}${request.url}`, {
      method: request.method,
      headers,
      body: request.body,
    });
    // An upload's event stream stays open while it waits: its status and headers are the answer.
    const text =
      response.headers.get('content-type') === 'text/event-stream'
        ? (await response.body?.cancel(), '')
        : await response.text();
    this.sent += 1;
    if (response.status >= 500) this.serverErrors += 1;
    const problems = problemsWith(response.status, response.headers.get('content-type'), text);
    const after = await this.fingerprint();
    if (response.status >= 400 && after !== this.before && !(request.route in WRITES_WHEN_REFUSED))
      problems.push(`wrote on a refused request (${changedTables(this.before, after)})`);
    this.before = after;
    if (problems.length > 0) {
      this.failures.push(
        `${request.method} ${request.url.slice(0, 200)} ${request.body?.slice(0, 200) ?? ''} → ${response.status}: ${problems.join(', ')} ${text.slice(0, 300)}`,
      );
    }
    return response.status;
  }

  private async fingerprint(): Promise<string> {
    // Prepared once: planning the union of every watched table cost about as much as the request it follows.
    const { rows } = await this.database.query<{ t: string; n: number; x: string }>({
      name: 'fuzz-fingerprint',
      text: FINGERPRINT_SQL,
    });
    return rows.map((row) => `${row.t}:${row.n}:${row.x}`).join(' ');
  }
}

function changedTables(before: string, after: string): string {
  const old = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((entry) => !old.has(entry))
    .map((entry) => entry.split(':')[0])
    .join(', ');
}
