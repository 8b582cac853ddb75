/** One segment of a live media playlist, as a player reads it. */
export interface LiveSegment {
  sequence: number;
  uri: string;
  seconds: number;
  /** `#EXT-X-PROGRAM-DATE-TIME` (ms since epoch): the encoder's wall clock at the segment's start. */
  programDateMs?: number;
}

export interface LivePlaylist {
  targetSeconds: number;
  segments: LiveSegment[];
}

/** A media playlist's target duration and segments, numbered from its media sequence. */
export function parseLivePlaylist(text: string): LivePlaylist {
  let targetSeconds = 0;
  let sequence = 0;
  let seconds = 0;
  let programDateMs: number | undefined;
  const segments: LiveSegment[] = [];
  for (const line of text.split('\n').map((one) => one.trim())) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetSeconds = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number(line.slice(22));
    else if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice(8));
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) programDateMs = Date.parse(line.slice(25));
    else if (line !== '' && !line.startsWith('#')) {
      segments.push({ sequence, uri: line, seconds, programDateMs });
      sequence += 1;
      programDateMs = undefined;
    }
  }
  return { targetSeconds, segments };
}

/** The URI a master playlist gives for the rung named `rung` (e.g. `720p`), or undefined. */
export const rungUri = (master: string, rung: string) => master.split('\n').find((line) => line.startsWith(`${rung}/`));

/**
 * When hls.js asks for a live playlist again (its `computeReloadInterval`): after the newest segment's
 * duration when the last answer brought one, after half the target duration when it did not, counted
 * from when the last request was due.
 */
export function nextReload(dueAt: number, now: number, playlist: LivePlaylist, updated: boolean): number {
  const newest = playlist.segments.at(-1);
  const interval = updated && newest ? Math.min(newest.seconds, playlist.targetSeconds) : playlist.targetSeconds / 2;
  const next = dueAt + interval * 1000;
  return next < now ? now : next;
}
