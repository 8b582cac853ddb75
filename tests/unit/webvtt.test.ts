import { describe, expect, it } from 'vitest';
import { isWebVtt } from '../../server/modules/lectures/webvtt';

const CUE = '\n\n00:01.000 --> 00:02.000\nHello\n';

describe('isWebVtt', () => {
  it.each([
    ['the plain signature', `WEBVTT${CUE}`],
    ['a header text after a space', `WEBVTT - Spanish${CUE}`],
    ['a header text after a tab', `WEBVTT\tKind: captions${CUE}`],
    ['CRLF line ends', `WEBVTT${CUE}`.replace(/\n/g, '\r\n')],
    ['hours and cue settings', 'WEBVTT\n\n01:00:01.000 --> 01:00:02.500 align:start line:0\nHi\n'],
    ['a cue identifier', 'WEBVTT\n\nintro\n00:00.000 --> 00:01.000\nHi'],
  ])('takes %s', (_, text) => {
    expect(isWebVtt(Buffer.from(text))).toBe(true);
  });

  it('takes a UTF-8 byte order mark and non-ASCII text', () => {
    expect(isWebVtt(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`WEBVTT${CUE}¡Hola, señor!`)]))).toBe(
      true,
    );
  });

  it.each([
    ['an empty file', ''],
    ['the signature alone', 'WEBVTT'],
    ['a cue-less file', 'WEBVTT\n\nNOTE no cues here\n'],
    ['WEBVTTX', `WEBVTTX${CUE}`],
    ['a lower-case signature', `webvtt${CUE}`],
    ['text before the signature', `\nWEBVTT${CUE}`],
    ['an SRT file', '1\n00:00:01,000 --> 00:00:02,000\nHello\n'],
    ['seconds past 59', 'WEBVTT\n\n00:60.000 --> 00:61.000\nHi\n'],
    ['a timing without milliseconds', 'WEBVTT\n\n00:01 --> 00:02\nHi\n'],
    ['a timing inside a line', 'WEBVTT\n\nsee 00:01.000 --> 00:02.000\n'],
  ])('refuses %s', (_, text) => {
    expect(isWebVtt(Buffer.from(text))).toBe(false);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(isWebVtt(Buffer.concat([Buffer.from(`WEBVTT${CUE}`), Buffer.from([0xff, 0xfe])]))).toBe(false);
    expect(isWebVtt(Buffer.from([0xff, 0xfe, 0x57, 0x00]))).toBe(false);
  });
});
