import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run for minutes from a few lines of source: the browser files that run axe over every
 * screen, and the security fuzzers (tens of thousands of requests, one at a time).
 */
const LONGEST = [/\/tests\/e2e\/[\w-]*accessibility[\w-]*\.test\.ts$/, /\/tests\/security\/fuzz-[\w-]+\.test\.ts$/];
const isLong = (file: TestSpecification) => LONGEST.some((pattern) => pattern.test(file.moduleId));

/** The environment a file asks for in its docblock, as vitest reads it, else its project's. */
function environmentOf(file: TestSpecification): string {
  const asked = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(readFileSync(file.moduleId, 'utf8'))?.[1];
  return `${file.project.name}:${asked ?? file.project.config.environment}`;
}

/**
 * Vitest's order, with the longest files first. Without its timing cache (a clean clone, as CI has)
 * vitest starts the largest files first, which left these short ones for last: a suite then ended on
 * them with its other workers idle (the browser suite a minute longer than it needed, the security
 * suite two).
 *
 * Then the files of a project that share an environment run together (in that order, each group
 * where its first file was). A worker that shares its modules is kept for the next file only when
 * that file wants the same environment: the unit suite's plain Node files, scattered among the jsdom
 * ones, each made two workers stop and two new ones load React, antd and jsdom again.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longestFirst = [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
    const groups = new Map<string, TestSpecification[]>();
    for (const file of longestFirst) {
      const environment = environmentOf(file);
      groups.set(environment, [...(groups.get(environment) ?? []), file]);
    }
    return [...groups.values()].flat();
  }
}
