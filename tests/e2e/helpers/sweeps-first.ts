import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The browser files that run axe over every screen: a minute each, from a few lines of source. */
const isSweep = (file: TestSpecification) => /\/tests\/e2e\/[\w-]*accessibility[\w-]*\.test\.ts$/.test(file.moduleId);

/**
 * Vitest's order, with the accessibility sweeps first. Without its timing cache (a clean clone, as
 * CI has) vitest starts the largest files first, which left the sweeps for last: the browser suite
 * then ended on them with its other workers idle, a minute longer than it needed.
 */
export class SweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSweep), ...sorted.filter((file) => !isSweep(file))];
  }
}
