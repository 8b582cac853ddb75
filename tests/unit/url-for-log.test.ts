// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { urlForLog } from '../../server/plugins/log-options.js';

/** What the log must hide, said as plainly as possible: after the path, each key's value up to the next `&`. */
function valuesHidden(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  return url.slice(0, query) + url.slice(query).replace(/([?&][^=&?]*=)[^&]*/g, '$1[redacted]');
}

/** Every text of up to `length` characters from `alphabet`. */
function texts(alphabet: string[], length: number): string[] {
  let all = [''];
  let longest = [''];
  for (let i = 0; i < length; i++) {
    longest = longest.flatMap((text) => alphabet.map((character) => text + character));
    all = all.concat(longest);
  }
  return all;
}

describe('a URL in the log', () => {
  it('hides every query value as a key-then-value reading does, for every short URL of the characters that matter', () => {
    let checked = 0;
    for (const tail of texts(['?', '&', '=', 'a', '/'], 7)) {
      const url = `/api/x${tail}`;
      expect(urlForLog(url), url).toBe(valuesHidden(url));
      checked++;
    }
    expect(checked).toBe(97_656);
  });

  it('hides a mailed verification token in the path, and keeps a URL with neither as it is', () => {
    expect(urlForLog('/api/auth/verification/abc.def?next=1')).toBe(
      '/api/auth/verification/[redacted]?next=[redacted]',
    );
    expect(urlForLog('/api/lectures/1')).toBe('/api/lectures/1');
  });
});
