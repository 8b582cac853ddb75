import { describe, expect, it } from 'vitest';
import { FlvStartPoint } from '../../server/modules/live/flv-start-point.js';
import { FlvTimeline } from '../../server/modules/live/flv-timeline.js';
import {
  DVR_WINDOW_SECONDS,
  liveFolderOf,
  liveLadderArguments,
  liveLadderFor,
} from '../../server/modules/live/live-ladder.js';
import { LiveViewers, WATCHING_WINDOW_MS } from '../../server/modules/live/live-viewers.js';
import { isStreamKeyShape, newStreamKey, streamKeyHash } from '../../server/modules/live/stream-keys.js';

describe('stream keys', () => {
  it('are random, of the shape RTMP stream names allow, and stored as a hash that differs per key', () => {
    const [one, two] = [newStreamKey(), newStreamKey()];
    expect(one).not.toBe(two);
    expect(isStreamKeyShape(one)).toBe(true);
    expect(streamKeyHash(one)).toMatch(/^[a-f0-9]{64}$/);
    expect(streamKeyHash(one)).not.toBe(streamKeyHash(two));
    expect(streamKeyHash(one)).toBe(streamKeyHash(one));
  });

  it('refuse any other name before a look-up', () => {
    for (const name of ['', 'short', `${newStreamKey()}x`, `${newStreamKey().slice(1)}/`, '../'.repeat(11)])
      expect(isStreamKeyShape(name), name).toBe(false);
  });
});

describe('the live ladder', () => {
  it('has 720p and 360p rungs, never above the source', () => {
    expect(liveLadderFor(1080).map((rung) => rung.height)).toEqual([720, 360]);
    expect(liveLadderFor(360).map((rung) => rung.height)).toEqual([360]);
    expect(liveLadderFor(241).map((rung) => rung.height)).toEqual([240]);
  });

  it('reads FLV on stdin and writes 1 s segments, a DVR window of playlists, deleting older segments', () => {
    const args = liveLadderArguments(liveLadderFor(720), true, '/data/media/live/7').join(' ');
    expect(args).toContain('-f flv -i pipe:0');
    expect(args).toContain('-hls_time 1 ');
    expect(args).toContain(`-hls_list_size ${DVR_WINDOW_SECONDS}`);
    expect(args).toMatch(/-hls_flags \S*delete_segments/);
    expect(args).toContain('-force_key_frames expr:gte(t,n_forced*1)');
    expect(args).toContain('-var_stream_map v:0,a:0,name:720p v:1,a:1,name:360p /data/media/live/7/%v/index.m3u8');
    const silent = liveLadderArguments(liveLadderFor(360), false, '/out').join(' ');
    expect(silent).not.toContain('0:a:0');
    expect(silent).toContain('-var_stream_map v:0,name:360p');
    expect(args).not.toContain('append_list');
    const continuing = liveLadderArguments(liveLadderFor(720), true, '/data/media/live/7', true).join(' ');
    expect(continuing).toMatch(/-hls_flags \S*delete_segments\S*append_list/);
  });

  it('names the class of a live key, and nothing else', () => {
    expect(liveFolderOf('live/12/360p/seg_000001.ts')).toEqual({ classId: 12, folder: 'live/12/' });
    for (const key of ['live/x/master.m3u8', 'live/012/master.m3u8', 'hls/12/master.m3u8', 'live/12'])
      expect(liveFolderOf(key), key).toBeNull();
  });
});

/** An FLV tag of type 9 (video) at `stamp` ms, as node-media-server sends it. */
function tag(stamp: number): Buffer {
  const buffer = Buffer.alloc(15);
  buffer[0] = 9;
  buffer.writeUIntBE(stamp & 0xffffff, 4, 3);
  buffer[7] = stamp >>> 24;
  return buffer;
}
const stampOf = (buffer: Buffer | null) => buffer && (buffer.readUIntBE(4, 3) | (buffer[7] << 24)) >>> 0;

describe('one FLV timeline across publishes', () => {
  it('passes the file header once and moves a restarted clock past the last tag', () => {
    const timeline = new FlvTimeline();
    const header = Buffer.from('FLV\x01\x05\x00\x00\x00\x09\x00\x00\x00\x00', 'latin1');
    expect(timeline.next(header)).toBe(header);
    expect(stampOf(timeline.next(tag(0)))).toBe(0);
    expect(stampOf(timeline.next(tag(40_000)))).toBe(40_000);
    // Audio and video interleave slightly out of order: left as they are.
    expect(stampOf(timeline.next(tag(39_900)))).toBe(39_900);
    expect(timeline.next(header)).toBeNull();
    expect(stampOf(timeline.next(tag(0)))).toBe(40_033);
    expect(stampOf(timeline.next(tag(1000)))).toBe(41_033);
    expect(stampOf(timeline.next(tag(2 ** 24 + 5)))).toBe(2 ** 24 + 5 + 40_033);
  });
});

describe('live viewers', () => {
  it('count the members who asked for a playlist in the last ten seconds, once each', () => {
    let now = 0;
    const viewers = new LiveViewers(() => new Date(now));
    viewers.saw(1, 10);
    viewers.saw(1, 10);
    viewers.saw(1, 11);
    viewers.saw(2, 10);
    expect(viewers.count(1)).toBe(2);
    now = WATCHING_WINDOW_MS / 2;
    viewers.saw(1, 11);
    now = WATCHING_WINDOW_MS + 1;
    expect(viewers.count(1)).toBe(1);
    expect(viewers.count(2)).toBe(0);
    expect(viewers.count(3)).toBe(0);
  });
});

describe('an FLV start point', () => {
  /** A tag of `type` whose data begins with `bytes`. */
  const tagOf = (type: number, ...bytes: number[]) => Buffer.from([type, ...Array<number>(10).fill(0), ...bytes, 0]);
  it('keeps the header, metadata, sequence headers and the tags since the last keyframe, for a new reader', () => {
    const point = new FlvStartPoint();
    const header = Buffer.from('FLV\x01\x05\0\0\0\x09\0\0\0\0', 'latin1');
    const [metadata, aacHeader, avcHeader] = [tagOf(18, 2, 0), tagOf(8, 0xaf, 0), tagOf(9, 0x17, 0)];
    const [firstKey, inter, sound, secondKey] = [
      tagOf(9, 0x17, 1),
      tagOf(9, 0x27, 1),
      tagOf(8, 0xaf, 1),
      tagOf(9, 0x17, 1),
    ];
    for (const tag of [header, metadata, aacHeader, avcHeader, firstKey, inter, sound]) point.keep(tag);
    expect(point.tags()).toEqual([header, metadata, aacHeader, avcHeader, firstKey, inter, sound]);
    point.keep(secondKey);
    point.keep(inter);
    expect(point.tags()).toEqual([header, metadata, aacHeader, avcHeader, secondKey, inter]);
  });
});
