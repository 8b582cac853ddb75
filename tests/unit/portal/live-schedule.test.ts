import { describe, expect, it } from 'vitest';
import { liveNowFirst, localStart, relativeStart } from '../../../portal/live/live-schedule';
import type { LiveClassRecord } from '../../../providers/types';
import { liveClassCalendar } from '../../../server/modules/live/calendar.js';

const now = new Date('2030-01-15T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('relativeStart', () => {
  it('says how soon in the largest whole unit', () => {
    expect(relativeStart(at(2 * 24 * 60 + 30), now)).toBe('in 2 days');
    expect(relativeStart(at(24 * 60), now)).toBe('in 1 day');
    expect(relativeStart(at(3 * 60 + 59), now)).toBe('in 3 hours');
    expect(relativeStart(at(5), now)).toBe('in 5 minutes');
  });

  it('says starting now within a minute either side, and how long ago once started', () => {
    expect(relativeStart(at(0.5), now)).toBe('starting now');
    expect(relativeStart(at(-0.5), now)).toBe('starting now');
    expect(relativeStart(at(-10), now)).toBe('started 10 minutes ago');
    expect(relativeStart(at(-90), now)).toBe('started 1 hour ago');
  });
});

const one = (id: number, startsAt: string, status: LiveClassRecord['status'] = 'scheduled'): LiveClassRecord => ({
  id,
  title: `Class ${id}`,
  description: '',
  course: null,
  category: null,
  startsAt,
  endsAt: startsAt,
  durationMinutes: 60,
  coach: { id: 1, name: 'Coach' },
  poster: null,
  status,
  hls: null,
  replayLectureId: null,
  createdAt: startsAt,
});

describe('liveNowFirst', () => {
  it('puts the classes live now on top and the rest soonest first', () => {
    const { live, upcoming } = liveNowFirst([one(1, at(60)), one(2, at(-20), 'live'), one(3, at(5)), one(4, at(5))]);
    expect(live.map((c) => c.id)).toEqual([2]);
    expect(upcoming.map((c) => c.id)).toEqual([3, 4, 1]);
  });

  it('leaves both lists empty for no classes', () => {
    expect(liveNowFirst([])).toEqual({ live: [], upcoming: [] });
  });
});

describe('localStart', () => {
  it('writes the start in the reader’s locale and zone', () => {
    expect(localStart('2030-01-15T18:30:00Z', 'en-GB')).toMatch(/15 Jan 2030/);
  });
});

describe('the calendar file', () => {
  const row = {
    id: 7,
    title: 'Ranges, explained; again',
    description: `${'Long line '.repeat(20)}\nwith a break`,
    startsAt: new Date('2030-01-15T18:30:00Z'),
    durationMinutes: 480,
    status: 'scheduled' as const,
  };
  const text = liveClassCalendar({ row, url: 'https://poker.test/live#live-7', host: 'poker.test', now });

  it('is one VEVENT in UTC with CRLF lines folded at 75 octets', () => {
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('\r\nDTSTART:20300115T183000Z\r\n');
    expect(text).toContain('\r\nDTEND:20300116T023000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Ranges\\, explained\\; again\r\n');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Unfolded, the description is whole, its line break escaped.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `DESCRIPTION:${'Long line '.repeat(20)}\\nwith a break\\n\\nhttps://poker.test/live#live-7`,
    );
  });

  it('marks a cancelled class so a calendar drops it', () => {
    const cancelled = liveClassCalendar({ row: { ...row, status: 'cancelled' }, url: 'u', host: 'h', now });
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
  });
});
