/** How far ahead of a stream time a report may be and still date it: a second of steady sending. */
const REPORT_SPAN_MS = 1000;

/**
 * When the publisher sent each moment of its stream, from its reports of how far it has sent (ms of
 * stream at a wall-clock time). A report that stream time `r` had gone out by wall time `w` says `s ≤ r`
 * went out by `w - (r - s)` if the publisher kept real time in between; the earliest such bound among the
 * following second's reports is the answer, so a report read late (a busy event loop) does not count,
 * and a publisher falling behind real time moves its frames' times with it.
 */
export class PublisherClock {
  private readonly reports: { streamMs: number; wallMs: number }[] = [];

  sent(streamMs: number, wallMs = Date.now()): void {
    this.reports.push({ streamMs, wallMs });
  }

  /** The wall-clock time (ms since epoch) stream time `streamMs` went out, or undefined before it did. */
  sentAt(streamMs: number): number | undefined {
    let earliest: number | undefined;
    for (const { streamMs: reported, wallMs } of this.reports) {
      if (reported < streamMs || reported > streamMs + REPORT_SPAN_MS) continue;
      const bound = wallMs - (reported - streamMs);
      if (earliest === undefined || bound < earliest) earliest = bound;
    }
    return earliest;
  }
}
