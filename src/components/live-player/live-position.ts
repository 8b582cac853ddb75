/** Closer to the live edge than this counts as live: players stay about three 1 s segments back. */
const AT_LIVE_SECONDS = 6;

export interface LivePosition {
  /** The scroll-back window: the oldest and newest seconds the player can show. */
  start: number;
  end: number;
  /** Seconds behind the newest picture. */
  behind: number;
  atLive: boolean;
}

/** Where a live video stands in its DVR window, from the element's seekable range; null before it has one. */
export function livePosition(video: Pick<HTMLVideoElement, 'seekable' | 'currentTime'>): LivePosition | null {
  const { seekable } = video;
  if (seekable.length === 0) return null;
  const start = seekable.start(0);
  const end = seekable.end(seekable.length - 1);
  const behind = Math.max(0, end - video.currentTime);
  return { start, end, behind, atLive: behind <= AT_LIVE_SECONDS };
}
