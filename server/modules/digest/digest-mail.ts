import type { MailMessage } from '../../services/mail.js';
import { escapeHtml as escape } from '../shared/html-escape.js';
import type { IsoWeek } from './iso-week.js';

export interface DigestLecture {
  name: string;
  course: string;
  category: string;
  /** The lecture's page on the site. */
  href: string;
}

export interface DigestMailInput {
  to: string;
  name: string;
  week: IsoWeek;
  lectures: DigestLecture[];
  /** The site's unsubscribe page (what the member clicks). */
  unsubscribeHref: string;
  /** The API's one-click endpoint (what mail clients POST to, RFC 8058). */
  oneClickHref: string;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** "12 January 2026 to 18 January 2026": the week's Monday to its Sunday. */
export function weekSpan(week: IsoWeek): string {
  const sunday = new Date(week.end.getTime() - 1);
  return `${dayFormat.format(week.start)} to ${dayFormat.format(sunday)}`;
}

export function digestSubject(count: number): string {
  return `New on Poker this week: ${count} new ${count === 1 ? 'lecture' : 'lectures'}`;
}

/** The weekly digest: each new lecture with its course, category and link, and the unsubscribe link. */
export function digestMail(input: DigestMailInput): MailMessage {
  const { lectures, week } = input;
  const intro = `New lectures from ${weekSpan(week)}:`;
  const why = 'You get this mail because the weekly digest is on in your profile.';
  const text = [
    `Hello ${input.name},`,
    intro,
    lectures.map((l) => `- ${l.name} (${l.course} · ${l.category})\n  ${l.href}`).join('\n'),
    `${why}\nUnsubscribe: ${input.unsubscribeHref}`,
  ].join('\n\n');
  const html = [
    `<p>${escape(`Hello ${input.name},`)}</p>`,
    `<p>${escape(intro)}</p>`,
    '<ul>',
    ...lectures.map(
      (l) => `<li><a href="${escape(l.href)}">${escape(l.name)}</a> (${escape(l.course)} · ${escape(l.category)})</li>`,
    ),
    '</ul>',
    `<p>${escape(why)} <a href="${escape(input.unsubscribeHref)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: digestSubject(lectures.length),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickHref}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
