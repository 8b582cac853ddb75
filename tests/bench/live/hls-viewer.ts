import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, fetch } from 'undici';
import { type LivePlaylist, type LiveSegment, nextReload, parseLivePlaylist } from './hls-playlist.js';

const REQUEST_TIMEOUT_MS = 10_000;

/** What a viewer learns of one segment it fetched (times in ms since epoch). */
export interface Fetched {
  segment: LiveSegment;
  /** The playlist that first listed it. */
  playlist: LivePlaylist;
  /** When the playlist request that first listed the segment started. */
  listedFrom: number;
  /** When its last byte arrived. */
  arrivedAt: number;
  bytes: number;
}

export interface ViewerOptions {
  /** The rung's playlist, with its grant. */
  playlistUrl: string;
  dispatcher: Dispatcher;
  /** Whether the member is still watching. */
  watching(): boolean;
  onSegment(fetched: Fetched): void;
  onError(error: string): void;
}

async function get(url: string, dispatcher: Dispatcher): Promise<ArrayBuffer> {
  const response = await fetch(url, { dispatcher, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${response.status} for ${new URL(url).pathname}`);
  return body;
}

/**
 * A member's player on a live rung while it is `watching`, as hls.js polls it: the playlist again when
 * `nextReload` says, each segment it newly lists fetched in turn, starting from the newest. An error
 * is reported and the viewer carries on at its next reload, as a player retries.
 */
export async function watchLiveRung({ playlistUrl, dispatcher, watching, onSegment, onError }: ViewerOptions) {
  let newestSeen = -1;
  let dueAt = Date.now();
  while (watching()) {
    const listedFrom = Date.now();
    let playlist: LivePlaylist = { targetSeconds: 1, segments: [] };
    let updated = false;
    try {
      playlist = parseLivePlaylist(new TextDecoder().decode(await get(playlistUrl, dispatcher)));
      const fresh = playlist.segments.filter((segment) => segment.sequence > newestSeen);
      updated = fresh.length > 0;
      for (const segment of newestSeen < 0 ? fresh.slice(-1) : fresh) {
        const body = await get(new URL(segment.uri, playlistUrl).href, dispatcher);
        onSegment({ segment, playlist, listedFrom, arrivedAt: Date.now(), bytes: body.byteLength });
        newestSeen = segment.sequence;
      }
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
    dueAt = nextReload(dueAt, Date.now(), playlist, updated);
    await sleep(dueAt - Date.now());
  }
}
