import { describe, expect, it } from 'vitest';
import {
  checkChapters,
  formatChapters,
  formatChapterTime,
  MAX_CHAPTER_START,
  parseChapters,
} from '../../common/chapters';

describe('parseChapters', () => {
  it('reads mm:ss and h:mm:ss lines, skipping blank ones and trimming titles', () => {
    expect(parseChapters('\n00:00 Introduction\n\n  4:30   Flop decisions \r\n1:02:03 - Turn barrels\n')).toEqual({
      chapters: [
        { start: 0, title: 'Introduction' },
        { start: 270, title: 'Flop decisions' },
        { start: 3723, title: 'Turn barrels' },
      ],
    });
  });

  it('reads empty text as no chapters', () => {
    expect(parseChapters('')).toEqual({ chapters: [] });
    expect(parseChapters(' \n\t\n')).toEqual({ chapters: [] });
  });

  it.each([
    ['Introduction', 'line 1 needs a time like mm:ss before the title'],
    ['00:00 Intro\n\n4:5 Flop', 'line 3 needs a time like mm:ss before the title'],
    ['00:00Intro', 'line 1 needs a time like mm:ss before the title'],
    ['123:00:00 Long', 'line 1 needs a time like mm:ss before the title'],
    ['00:60 Intro', 'line 1: seconds and minutes must be below 60'],
    ['75:00 Intro', 'line 1: seconds and minutes must be below 60'],
    ['00:00 Intro\n04:30', 'line 2 needs a title after the time'],
    ['00:00 -', 'line 1 needs a title after the time'],
    [`00:00 ${'x'.repeat(201)}`, 'line 1: the title must be at most 200 characters'],
    ['00:00 Bad \u0000 title', 'line 1: the title contains an invalid character'],
    ['05:00 Flop\n04:30 Preflop', 'line 2: times must increase line by line (04:30 is not after 05:00)'],
    ['01:00 A\n01:00 B', 'line 2: times must increase line by line (01:00 is not after 01:00)'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseChapters(text)).toEqual({ error });
  });

  it('takes 100 chapters and refuses the 101st', () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `${formatChapterTime(i * 61)} Chapter ${i}`).join('\n');
    expect(parseChapters(lines(100)).chapters).toHaveLength(100);
    expect(parseChapters(lines(101))).toEqual({ error: 'at most 100 chapters' });
  });

  it('keeps a 200-character title', () => {
    expect(parseChapters(`00:00 ${'x'.repeat(200)}`).chapters?.[0].title).toHaveLength(200);
  });
});

describe('checkChapters', () => {
  it('holds the API array to the same rules, naming the chapter', () => {
    expect(
      checkChapters([
        { start: 0, title: ' A ' },
        { start: 9.5, title: 'B' },
      ]),
    ).toEqual({
      chapters: [
        { start: 0, title: 'A' },
        { start: 9.5, title: 'B' },
      ],
    });
    expect(
      checkChapters([
        { start: 10, title: 'A' },
        { start: 10, title: 'B' },
      ]).error,
    ).toBe('chapter 2: times must increase chapter by chapter (00:10 is not after 00:10)');
    expect(checkChapters([{ start: 0, title: 'Lone \ud800' }]).error).toBe(
      'chapter 1: the title contains an invalid character',
    );
    expect(checkChapters([{ start: 0, title: 'Pair \ud83c\udccf' }]).chapters).toHaveLength(1);
  });
});

describe('formatChapters', () => {
  it('writes mm:ss under an hour and h:mm:ss from one on', () => {
    expect(formatChapterTime(0)).toBe('00:00');
    expect(formatChapterTime(270.9)).toBe('04:30');
    expect(formatChapterTime(3599)).toBe('59:59');
    expect(formatChapterTime(3600)).toBe('1:00:00');
    expect(formatChapterTime(MAX_CHAPTER_START)).toBe('99:59:59');
  });

  it('gives back text the parser reads as the same chapters', () => {
    const chapters = [
      { start: 0, title: 'Introduction' },
      { start: 270, title: 'Flop decisions' },
      { start: 3723, title: 'Turn barrels' },
    ];
    const text = formatChapters(chapters);
    expect(text).toBe('00:00 Introduction\n04:30 Flop decisions\n1:02:03 Turn barrels');
    expect(parseChapters(text)).toEqual({ chapters });
  });
});
