import { afterAll } from 'vitest';
import type { Answer } from '../../api/helpers/client.js';

/**
 * How many times each race runs. Every round must hold, so a test passes every time or shows the
 * defect; `RACE_ROUNDS=50 npm run test:races` is the measurement run, and prints each race's tallies.
 */
export const ROUNDS = Number(process.env.RACE_ROUNDS ?? 4);

/** A little over an hour: moved on each round of a race whose writes have an hourly budget (members' posts), which is not what it is about. */
export const NEXT_HOUR_MS = 61 * 60_000;

/** Bursts from one address: the per-address request limit (its own API test) would answer them 429. */
export const RACE_SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '1000000' };

/** Starts every call in the same tick and waits for all of them: the burst a double-clicking crowd sends. */
export function together<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  return Promise.all(calls.map((call) => call()));
}

export const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

/** A JSON call with headers of its own (If-Match), which the API suite's client does not send. */
export function rawClient(baseUrl: string) {
  return async function call<T = any>(
    method: string,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
}

/** Each status of a burst, counted: `{ 200: 1, 409: 5 }`. */
export function statusesOf(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** No burst may produce a server error, and every refusal carries a message to show. */
export function serverErrors(answers: Answer[]): Answer[] {
  return answers.filter(({ status, body }) => status >= 500 || (status >= 400 && typeof body?.message !== 'string'));
}

/**
 * Figures a race adds up over its rounds (5xx, lost cancellations, mails per winning reply …),
 * printed once the file is done: the measurement run's report.
 */
export function tally(race: string) {
  const counts: Record<string, number> = { rounds: 0 };
  afterAll(() => {
    console.log(`[races] ${race}: ${JSON.stringify(counts)}`);
  });
  /** One round's figures. */
  return (figures: Record<string, number>) => {
    counts.rounds += 1;
    for (const [name, value] of Object.entries(figures)) counts[name] = (counts[name] ?? 0) + value;
  };
}

/** Counts 5xx answers for the tally. */
export const fiveHundreds = (answers: Answer[]) => answers.filter(({ status }) => status >= 500).length;
