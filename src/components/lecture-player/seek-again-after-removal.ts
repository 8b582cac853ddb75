import type Hls from 'hls.js';

/**
 * A seek under way when hls.js removes video ahead of it never completes in Chromium: the video stays
 * `seeking`. hls.js does so on a paused seek to a segment's first moment (docs/ARCHITECTURE.md, the
 * lecture player). Seeking to the same place again, once the removal is done and the place is buffered,
 * completes it; until the seek completes, each later append is such a moment too. Returns the cleanup.
 */
export function seekAgainAfterRemoval(api: Hls): () => void {
  const { Events } = api.constructor as typeof Hls;
  let removing = false;
  let removedMidSeek = false;
  const onFlushing = () => {
    removing = true;
    if (api.media?.seeking) removedMidSeek = true;
  };
  const seekAgainIfStuck = () => {
    const media = api.media;
    if (!media?.seeking) removedMidSeek = false;
    if (!media || !removedMidSeek || removing || !isBuffered(media.buffered, media.currentTime)) return;
    media.currentTime = media.currentTime; // eslint-disable-line no-self-assign -- the assignment is the new seek
  };
  const onFlushed = () => {
    removing = false;
    seekAgainIfStuck();
  };
  api.on(Events.BUFFER_FLUSHING, onFlushing);
  api.on(Events.BUFFER_FLUSHED, onFlushed);
  api.on(Events.FRAG_BUFFERED, seekAgainIfStuck);
  return () => {
    api.off(Events.BUFFER_FLUSHING, onFlushing);
    api.off(Events.BUFFER_FLUSHED, onFlushed);
    api.off(Events.FRAG_BUFFERED, seekAgainIfStuck);
  };
}

function isBuffered(ranges: TimeRanges, seconds: number): boolean {
  for (let index = 0; index < ranges.length; index++)
    if (ranges.start(index) <= seconds && seconds <= ranges.end(index)) return true;
  return false;
}
