import { describe, expect, it } from 'vitest';
import { digestMail, digestSubject } from '../../server/modules/digest/digest-mail.js';
import { digestWeek, isoWeekOf } from '../../server/modules/digest/iso-week.js';
import { UnsubscribeTokens } from '../../server/modules/digest/unsubscribe-tokens.js';

const at = (iso: string) => new Date(iso);

describe('ISO weeks (UTC, Monday to Monday)', () => {
  it('runs from Monday 00:00 to the next Monday 00:00', () => {
    const week = isoWeekOf(at('2026-01-14T12:00:00Z'));
    expect(week).toMatchObject({ year: 2026, week: 3, label: '2026-W03' });
    expect(week.start.toISOString()).toBe('2026-01-12T00:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-01-19T00:00:00.000Z');
  });

  it('puts Sunday 23:59:59.999 in the week it ends and Monday 00:00 in the next', () => {
    expect(isoWeekOf(at('2026-01-18T23:59:59.999Z')).label).toBe('2026-W03');
    expect(isoWeekOf(at('2026-01-19T00:00:00.000Z')).label).toBe('2026-W04');
  });

  it('gives the days around New Year to the year of their week’s Thursday', () => {
    // 1 January 2021 was a Friday: it belongs to the last week of 2020, which had 53.
    expect(isoWeekOf(at('2021-01-01T10:00:00Z')).label).toBe('2020-W53');
    expect(isoWeekOf(at('2021-01-04T00:00:00Z')).label).toBe('2021-W01');
    // 29 December 2025 was a Monday whose Thursday is 1 January 2026.
    expect(isoWeekOf(at('2025-12-29T00:00:00Z')).label).toBe('2026-W01');
    expect(isoWeekOf(at('2025-12-28T23:59:59Z')).label).toBe('2025-W52');
  });

  it('reports on the last whole week before the run', () => {
    const monday = digestWeek(at('2026-01-19T08:00:00Z'));
    expect(monday.label).toBe('2026-W03');
    expect(digestWeek(at('2026-01-25T23:00:00Z')).label).toBe('2026-W03');
    expect(digestWeek(at('2026-01-26T00:00:00Z')).label).toBe('2026-W04');
    expect(digestWeek(at('2021-01-05T08:00:00Z')).label).toBe('2020-W53');
  });
});

describe('the digest mail', () => {
  const mail = digestMail({
    to: 'ann@example.com',
    name: 'Ann',
    week: isoWeekOf(at('2026-01-14T00:00:00Z')),
    lectures: [
      { name: '3-bet pots <deep>', course: "NLHE (No-Limit Hold'em)", category: 'Preflop', href: 'https://p.test/l/4' },
      { name: 'River overbets', course: 'PLO (Pot Limit Omaha)', category: 'Postflop', href: 'https://p.test/l/9' },
    ],
    unsubscribeHref: 'https://p.test/unsubscribe-digest?token=7-abc',
    oneClickHref: 'https://p.test/api/digest/unsubscribe?token=7-abc',
  });

  it('lists each lecture with its course, category and link, and names the week', () => {
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe('New on Poker this week: 2 new lectures');
    expect(mail.text).toContain('12 January 2026 to 18 January 2026');
    expect(mail.text).toContain("- 3-bet pots <deep> (NLHE (No-Limit Hold'em) · Preflop)\n  https://p.test/l/4");
    expect(mail.text).toContain('- River overbets (PLO (Pot Limit Omaha) · Postflop)\n  https://p.test/l/9');
    expect(mail.html).toContain('<a href="https://p.test/l/9">River overbets</a>');
    // Names are text in the HTML part, never markup.
    expect(mail.html).toContain('3-bet pots &#60;deep&#62;');
    expect(mail.html).not.toContain('<deep>');
  });

  it('carries the unsubscribe link in both parts, and the one-click headers', () => {
    expect(mail.text).toContain('Unsubscribe: https://p.test/unsubscribe-digest?token=7-abc');
    expect(mail.html).toContain('<a href="https://p.test/unsubscribe-digest?token=7-abc">Unsubscribe</a>');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://p.test/api/digest/unsubscribe?token=7-abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says lecture or lectures', () => {
    expect(digestSubject(1)).toBe('New on Poker this week: 1 new lecture');
  });
});

describe('unsubscribe tokens', () => {
  const tokens = new UnsubscribeTokens('a-secret-of-the-app');

  it('give back the user they were signed for', () => {
    const token = tokens.sign(42);
    expect(token).toMatch(/^42-[\w-]{43}$/);
    expect(tokens.verify(token)).toBe(42);
  });

  it('refuse another user id, another secret, a changed signature and junk', () => {
    const token = tokens.sign(42);
    const signature = token.slice(3);
    expect(tokens.verify(`43-${signature}`)).toBeNull();
    expect(new UnsubscribeTokens('another-secret').verify(token)).toBeNull();
    expect(tokens.verify(`42-${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(tokens.verify('42')).toBeNull();
    expect(tokens.verify(`9999999999-${signature}`)).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
