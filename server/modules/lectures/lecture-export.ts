import type { CsvColumn } from '../shared/csv-response.js';
import type { CatalogueLecture } from './catalogue-snapshot.js';

/**
 * The lecture list's columns; the video and poster keys stay out (their URLs are signed).
 * `decisions` counts each lecture's decision points (a lecture without any is absent).
 */
export const lectureCsvColumns = (decisions: ReadonlyMap<number, number>): readonly CsvColumn<CatalogueLecture>[] => [
  ['ID', (e) => e.lecture.id],
  ['Name', (e) => e.lecture.name],
  ['Course', (e) => e.course.title],
  ['Category', (e) => e.category.title],
  ['Tags', (e) => e.tags.map((tag) => tag.title).join('; ')],
  ['Length (seconds)', (e) => e.lecture.lengthSeconds],
  ['Order', (e) => e.lecture.order],
  ['Decisions', (e) => decisions.get(e.lecture.id) ?? 0],
  ['Description', (e) => e.lecture.description],
  ['Created On', (e) => e.lecture.createdAt],
];
