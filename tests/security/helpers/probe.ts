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
  'plans',
  'offers',
  'offer_redemptions',
  'charges',
  'uploads',
];
/**
 * A row-level trigger on each watched table logs each write in `fuzz_writes` (a table of the fuzzed
 * database only), so the fingerprint after a request is one index read, however large the tables
 * grow: scanning all of them after each of the fuzzers' thousands of requests cost as much as the
 * request. An append-only log, not a counter per table: counters would make the server's concurrent
 * transactions wait on each other's rows, and could deadlock where the product itself does not.
 */
const LOG_WRITES_SQL = `
  create table fuzz_writes (id bigserial primary key, table_name text not null);
  create function fuzz_log_write() returns trigger language plpgsql as $$
  begin
    insert into fuzz_writes (table_name) values (tg_table_name);
    return null;
  end $$;
  ${WATCHED_TABLES.map(
    (table) => `
    create trigger fuzz_log_rows after insert or update or delete on ${table}
      for each row execute function fuzz_log_write();
    create trigger fuzz_log_truncate after truncate on ${table}
      for each statement execute function fuzz_log_write();`,
  ).join('')}`;

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

export interface ProbeAnswer {
  status: number;
  text: string;
}

/** Sends hostile requests one at a time and keeps what went wrong, with the request that did it. */
export class Prober {
  sent = 0;
  serverErrors = 0;
  readonly failures: string[] = [];
  /** The last write logged when the previous request was answered. */
  private before = '0';
  /** Its own connection: the fingerprint only reads, so it need not wait for the server's caches as `server.db` does. */
  private readonly database: pg.Client;

  constructor(private readonly server: TestServer) {
    this.database = new pg.Client({ connectionString: server.deps.config.DATABASE_URL });
  }

  async start(): Promise<void> {
    await this.database.connect();
    await this.database.query(LOG_WRITES_SQL);
    this.before = await this.fingerprint();
  }

  /** Before the server closes: its database is dropped once every session has left. */
  stop(): Promise<void> {
    return this.database.end();
  }

  async send(request: ProbeRequest): Promise<ProbeAnswer> {
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
      problems.push(`wrote on a refused request (${await this.tablesWrittenSince(this.before)})`);
    this.before = after;
    if (problems.length > 0) {
      this.failures.push(
        `${request.method} ${request.url.slice(0, 200)} ${request.body?.slice(0, 200) ?? ''} → ${response.status}: ${problems.join(', ')} ${text.slice(0, 300)}`,
      );
    }
    return { status: response.status, text };
  }

  private async fingerprint(): Promise<string> {
    const { rows } = await this.database.query<{ last: string }>(
      'select coalesce(max(id), 0)::text as last from fuzz_writes',
    );
    return rows[0].last;
  }

  private async tablesWrittenSince(write: string): Promise<string> {
    const { rows } = await this.database.query<{ tables: string }>(
      "select string_agg(distinct table_name, ', ') as tables from fuzz_writes where id > $1",
      [write],
    );
    return rows[0].tables;
  }
}
