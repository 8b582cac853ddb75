import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for minutes from a few lines of source: the browser files that run axe over every
 * screen, and the security fuzzers (tens of thousands of requests, one at a time).
 */
const LONGEST = [/\/tests\/e2e\/[\w-]*accessibility[\w-]*\.test\.ts$/, /\/tests\/security\/fuzz-[\w-]+\.test\.ts$/];
const isLong = (file: TestSpecification) => LONGEST.some((pattern) => pattern.test(file.moduleId));

/**
 * Vitest's order, with the longest files first. Without its timing cache (a clean clone, as CI has)
 * vitest starts the largest files first, which left these short ones for last: a suite then ended on
 * them with its other workers idle (the browser suite a minute longer than it needed, the security
 * suite two).
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
