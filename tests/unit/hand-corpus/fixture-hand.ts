import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_LINE } from './summary-check.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/hands');

/**
 * The hand numbered `number` in a file of tests/fixtures/hands (`#1234:`): from its
 * first line to the next hand's.
 */
export function fixtureHand(file: string, number: string): string {
  const text = readFileSync(path.join(FIXTURES, file), 'utf8');
  const start = text.indexOf(`#${number}:`);
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const next = text.slice(start).search(new RegExp(FIRST_LINE.source, 'm'));
  return text.slice(lineStart, next < 0 ? undefined : start + next).trim();
}
