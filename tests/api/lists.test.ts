import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

let office: BackOffice;
let subscriber: string;

beforeAll(async () => {
  office = await startBackOffice();
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  subscriber = member;
});
afterAll(() => office.server.close());

/** Every list of the back office, with who reads it. */
const LISTS: [string, 'staff' | 'subscriber'][] = [
  ['/user/getAll', 'staff'],
  ['/category', 'subscriber'],
  ['/tags', 'subscriber'],
  ['/courses', 'subscriber'],
  ['/lectures', 'subscriber'],
  ['/promotion', 'subscriber'],
  ['/customer-support', 'staff'],
  ['/notifications', 'subscriber'],
];
const HOSTILE = ["'; drop table users; --", '%', '_', '\\', "%' or '1'='1", '%%%', '\\%', '[a-z]*', '$1', '😀'];

describe('every list', () => {
  it.each(LISTS)('%s treats hostile searches as plain text: 200 and no match, never a 500', async (path, who) => {
    const token = who === 'staff' ? office.staff : subscriber;
    for (const q of HOSTILE) {
      const answer = await office.api.get(`${path}?q=${encodeURIComponent(q)}&_start=0&_end=5`, token);
      expect(answer.status, `${path} q=${q}`).toBe(200);
      expect(answer.body, `${path} q=${q}`).toEqual([]);
      expect(answer.headers.get('x-total-count')).toBe('0');
    }
    expect((await office.api.get('/user/getAll?_start=0&_end=1', office.staff)).status).toBe(200);
  });

  it.each(LISTS)('%s refuses an unknown sort column and a bad window with 400', async (path, who) => {
    const token = who === 'staff' ? office.staff : subscriber;
    for (const query of ['_sort=password_hash', '_sort=id;drop', '_start=-1', '_end=abc', '_order=sideways']) {
      const answer = await office.api.get(`${path}?${query}`, token);
      expect(answer.status, `${path}?${query}`).toBe(400);
      expect(answer.body.message).toMatch(/^_(sort|start|end|order): /);
    }
  });
});
