/** Whether bytes are a WebVTT file, judged by its content (the name and the browser's type say nothing). */

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
// The signature: `WEBVTT` alone on its line, or followed by a space or tab and a header text.
const SIGNATURE = /^WEBVTT(?:[ \t\r\n]|$)/;
// A cue timing line: `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt`, cue settings after it.
const TIMESTAMP = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`;
const CUE_TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`, 'm');

export function isWebVtt(bytes: Buffer): boolean {
  const body = bytes.subarray(0, BOM.length).equals(BOM) ? bytes.subarray(BOM.length) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  return SIGNATURE.test(text) && CUE_TIMING.test(text.replace(/\r\n?/g, '\n'));
}
