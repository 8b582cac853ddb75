import { describe, expect, it } from 'vitest';
import { prefixQuery } from '../../server/modules/search/prefix-query';
import { MATCH_END, MATCH_START, snippetParts } from '../../server/modules/search/snippet';
import { webVttCues } from '../../server/modules/search/webvtt-cues';

describe('prefixQuery', () => {
  it('needs every word and takes the last as a prefix, stemmed and as typed', () => {
    expect(prefixQuery('thin riv')).toEqual({ words: "'thin'", prefix: "'riv':*", prefixAsTyped: "'riv':*" });
    expect(prefixQuery('  River ')).toEqual({ words: null, prefix: "'River':*", prefixAsTyped: "'river':*" });
  });

  it('keeps letters and digits of any script and drops the query syntax', () => {
    expect(prefixQuery("3-bet café's")).toEqual({
      words: "'3' & 'bet' & 'café'",
      prefix: "'s':*",
      prefixAsTyped: "'s':*",
    });
    expect(prefixQuery("x' | !y & (z:*) <-> 'w")?.words).toBe("'x' & 'y' & 'z'");
  });

  it('takes the accents off the prefix as typed', () => {
    expect(prefixQuery('Café')?.prefixAsTyped).toBe("'cafe':*");
  });

  it('has no query without a word', () => {
    expect(prefixQuery("'&|!:*()<->")).toBeNull();
    expect(prefixQuery('   ')).toBeNull();
  });

  it('keeps at most twenty words', () => {
    expect(prefixQuery('a '.repeat(30))?.words?.split(' & ')).toHaveLength(19);
  });
});

describe('webVttCues', () => {
  it('reads each cue start and its text without markup, in file order', () => {
    const file = [
      'WEBVTT - Coaching',
      '',
      'NOTE a comment --> not a cue? No: a NOTE has no timing line first',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:01.250 --> 00:04.000',
      'Welcome back.',
      '',
      '01:02:03.500 --> 01:02:05.000 align:start line:0',
      '<v Coach>Fold the <b>nut</b> blocker</v>',
      'on the &amp; river&nbsp;now',
    ].join('\r\n');
    expect(webVttCues(`\uFEFF${file}\r\n`)).toEqual([
      { startSeconds: 1.25, text: 'Welcome back.' },
      { startSeconds: 3723.5, text: 'Fold the nut blocker on the & river now' },
    ]);
  });

  it('skips cues without text and turns control characters into spaces', () => {
    expect(
      webVttCues('WEBVTT\n\n00:00.000 --> 00:01.000\n<i></i>\n\n00:02.000 --> 00:03.000\nA\u0000B\u0002C\n'),
    ).toEqual([{ startSeconds: 2, text: 'A B C' }]);
  });
});

describe('snippetParts', () => {
  it('splits a marked headline into plain and matched parts', () => {
    expect(snippetParts(`Here the ${MATCH_START}nut${MATCH_END} ${MATCH_START}blocker${MATCH_END} works`)).toEqual([
      { text: 'Here the ', match: false },
      { text: 'nut', match: true },
      { text: ' ', match: false },
      { text: 'blocker', match: true },
      { text: ' works', match: false },
    ]);
    expect(snippetParts('no match')).toEqual([{ text: 'no match', match: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
