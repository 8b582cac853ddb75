import { describe, expect, it } from 'vitest';
import { librarySections } from '../../../portal/library/sections';
import type { LectureRecord } from '../../../providers/types';

const CATEGORIES = { 1: 'Preflop', 2: 'Postflop', 5: 'Independent' } as Record<number, string>;

function lecture(id: number, name: string, courseId: number, categoryId: number): LectureRecord {
  return {
    id,
    name,
    courseId,
    categoryId,
    category: { id: categoryId, title: CATEGORIES[categoryId] },
    course: { id: courseId, title: `Course ${courseId}` },
  } as LectureRecord;
}

const LECTURES = [
  lecture(1, 'Opening ranges', 1, 1),
  lecture(2, 'C-bet basics', 1, 2),
  lecture(3, 'Bankroll talk', 1, 5),
  lecture(4, 'PLO ranges', 2, 1),
  lecture(5, 'PLO mindset', 2, 5),
];
const ids = (lectures: LectureRecord[]) => lectures.map((l) => l.id);
const NLHE = { course: "NLHE (No-Limit Hold'em)" };

describe('content library sections', () => {
  it('puts Independent lectures in their own section and the rest under "{course} All"', () => {
    const sections = librarySections(LECTURES, { courseId: 1, search: '' }, NLHE);
    expect(ids(sections.independent)).toEqual([3]);
    expect(sections.other?.heading).toBe("NLHE (No-Limit Hold'em) All");
    expect(ids(sections.other!.lectures)).toEqual([1, 2]);
  });

  it('names the selected category in the heading and keeps only its lectures', () => {
    const sections = librarySections(
      LECTURES,
      { courseId: 1, categoryId: 2, search: '' },
      { ...NLHE, category: 'Postflop' },
    );
    expect(sections.other).toEqual({ heading: "NLHE (No-Limit Hold'em) Postflop", lectures: [LECTURES[1]] });
    expect(ids(sections.independent)).toEqual([3]);
  });

  it('hides the second section when category 5 is selected', () => {
    const sections = librarySections(
      LECTURES,
      { courseId: 2, categoryId: 5, search: '' },
      { course: 'PLO', category: 'Independent' },
    );
    expect(sections.other).toBeNull();
    expect(ids(sections.independent)).toEqual([5]);
  });

  it('limits both sections to the course and a case-insensitive name search', () => {
    const sections = librarySections(LECTURES, { courseId: 2, search: '  plo M' }, { course: 'PLO' });
    expect(ids(sections.independent)).toEqual([5]);
    expect(ids(sections.other!.lectures)).toEqual([]);
    expect(ids(librarySections(LECTURES, { courseId: 1, search: 'RANGES' }, NLHE).other!.lectures)).toEqual([1]);
  });
});
