import type Hls from 'hls.js';
import { Events } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { seekAgainAfterRemoval } from '../../../../src/components/lecture-player/seek-again-after-removal';

/** The part of a `<video>` the rule reads, recording each seek it starts. */
class Media {
  seeks: number[] = [];
  seeking = false;
  private place = 0;
  private ranges: [number, number][] = [];
  get currentTime() {
    return this.place;
  }
  set currentTime(seconds: number) {
    this.place = seconds;
    this.seeking = true;
    this.seeks.push(seconds);
  }
  get buffered(): TimeRanges {
    const ranges = this.ranges;
    return { length: ranges.length, start: (index) => ranges[index][0], end: (index) => ranges[index][1] };
  }
  holds(...ranges: [number, number][]) {
    this.ranges = ranges;
  }
}

/** hls.js as the rule uses it: its events, by its own names, and the media it plays into. */
class FakeHls {
  static Events = Events;
  private handlers = new Map<string, Set<() => void>>();
  constructor(public media: Media) {}
  on(event: string, handler: () => void) {
    this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(handler));
  }
  off(event: string, handler: () => void) {
    this.handlers.get(event)?.delete(handler);
  }
  emit(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
}

function setUp() {
  const media = new Media();
  const api = new FakeHls(media);
  const stop = seekAgainAfterRemoval(api as unknown as Hls);
  return { media, api, stop };
}

describe('seekAgainAfterRemoval', () => {
  it('seeks to the same place again once a removal made during the seek is done and the place is buffered', () => {
    const { media, api } = setUp();
    media.currentTime = 6;
    media.holds([0, 2], [6.083, 8.083]);
    api.emit(Events.BUFFER_FLUSHING);
    // The fragment before is appended while the removal still waits its turn: not yet.
    media.holds([0, 2], [4.083, 8.083]);
    api.emit(Events.FRAG_BUFFERED);
    expect(media.seeks).toEqual([6]);
    media.holds([0, 2], [4.083, 6.087]);
    api.emit(Events.BUFFER_FLUSHED);
    expect(media.seeks).toEqual([6, 6]);
  });

  it('waits for the place to be buffered again when the removal took it', () => {
    const { media, api } = setUp();
    media.currentTime = 7;
    api.emit(Events.BUFFER_FLUSHING);
    media.holds([4.083, 6.087]);
    api.emit(Events.BUFFER_FLUSHED);
    expect(media.seeks).toEqual([7]);
    media.holds([4.083, 8.083]);
    api.emit(Events.FRAG_BUFFERED);
    expect(media.seeks).toEqual([7, 7]);
  });

  it('leaves alone a seek that completed, and removals made while no seek was under way', () => {
    const { media, api } = setUp();
    media.holds([0, 12]);
    api.emit(Events.BUFFER_FLUSHING);
    media.currentTime = 6;
    api.emit(Events.BUFFER_FLUSHED);
    api.emit(Events.FRAG_BUFFERED);
    expect(media.seeks).toEqual([6]);

    api.emit(Events.BUFFER_FLUSHING);
    media.seeking = false;
    api.emit(Events.BUFFER_FLUSHED);
    media.currentTime = 8;
    api.emit(Events.FRAG_BUFFERED);
    expect(media.seeks).toEqual([6, 8]);
  });

  it('stops listening when cleaned up', () => {
    const { media, api, stop } = setUp();
    media.currentTime = 6;
    media.holds([4, 8]);
    api.emit(Events.BUFFER_FLUSHING);
    stop();
    api.emit(Events.BUFFER_FLUSHED);
    expect(media.seeks).toEqual([6]);
  });
});
