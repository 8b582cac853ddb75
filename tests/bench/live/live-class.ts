import { setTimeout as sleep } from 'node:timers/promises';
import { type Push, pushTestStream } from '../../api/helpers/live-push.js';
import { PublisherClock } from './publisher-clock.js';

/** Longer than any run of the section: the push is stopped when the section is done with it. */
const PUSH_SECONDS = 3600;
const READY_WITHIN_MS = 30_000;

export interface LiveClass {
  id: number;
  push: Push;
  clock: PublisherClock;
}

async function call(apiBase: string, token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${apiBase}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The grant-signed master playlist of a live class for a member's token, once its ladder has one. */
export async function watchUrl(apiBase: string, token: string, classId: number): Promise<string | null> {
  return (await call(apiBase, token, 'GET', `/live-classes/${classId}/watch`)).playlist;
}

/**
 * A class the admin coaches, live: a stream key made for it, and a coach's 720p test stream pushed to
 * the product's RTMP port (the ladder then encodes both rungs) until its ladder's first playlist is there.
 */
export async function goLive(apiBase: string, rtmpPort: number, adminToken: string): Promise<LiveClass> {
  const coachId = (await call(apiBase, adminToken, 'GET', '/user/me')).id;
  const startsAt = new Date(Date.now() + 3_600_000).toISOString();
  const { id } = await call(apiBase, adminToken, 'POST', '/live-classes', {
    title: 'Bench: live class',
    startsAt,
    durationMinutes: 60,
    coachId,
  });
  const { streamKey } = await call(apiBase, adminToken, 'POST', `/live-classes/${id}/stream-key`);
  const clock = new PublisherClock();
  const push = pushTestStream(`rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`, PUSH_SECONDS, {
    size: '1280x720',
    onSent: (streamMs) => clock.sent(streamMs),
  });
  const deadline = Date.now() + READY_WITHIN_MS;
  while ((await watchUrl(apiBase, adminToken, id)) === null) {
    if (Date.now() > deadline)
      throw new Error(`live class ${id} had no playlist ${READY_WITHIN_MS / 1000} s after the push`);
    await sleep(200);
  }
  return { id, push, clock };
}
