import type { LiveClassRow } from './live-store.js';

/** What a calendar entry says: the class, where to watch it, and the site that made it (its UID's domain). */
interface CalendarEntry {
  row: Pick<LiveClassRow, 'id' | 'title' | 'description' | 'startsAt' | 'durationMinutes' | 'status'>;
  url: string;
  host: string;
  now: Date;
}

/** `20261201T180000Z`: RFC 5545's UTC date-time. */
const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const textValue = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/**
 * The class as an iCalendar file with one VEVENT, times in UTC. Written here rather than by a package:
 * one event of six fields needs only RFC 5545's escaping and folding. A cancelled class says so
 * (`STATUS:CANCELLED`), so a calendar that imports it again drops it.
 */
export function liveClassCalendar({ row, url, host, now }: CalendarEntry): string {
  const ends = new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Live classes//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:live-class-${row.id}@${host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(row.startsAt)}`,
    `DTEND:${utc(ends)}`,
    `SUMMARY:${textValue(row.title)}`,
    `DESCRIPTION:${textValue(row.description ? `${row.description}\n\n${url}` : url)}`,
    `URL:${url}`,
    `STATUS:${row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
