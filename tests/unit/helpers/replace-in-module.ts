import { vi } from 'vitest';

/** The functions to put in a module's place (`vi.fn()` for an empty one), nested as its exports nest them. */
export type Replacement = Record<string, unknown>;

type Functions = Record<string, (...args: unknown[]) => unknown>;

/**
 * What `vi.mock(path, () => replacement)` does to the functions it names, without a module graph of the
 * file's own (docs/TESTING.md): each named function of the module (`await import(path)`) becomes
 * a mock running the replacement's function, seen by every importer, and is put back after the file
 * (tests/unit/helpers/jsdom-setup.ts). What it does not name stays the module's own. For the app's own
 * modules only: vitest reads their imports through the module, so the screens under test call the mock;
 * npm packages are loaded by Node, whose modules cannot be changed (those files keep `vi.mock`).
 */
export function replaceInModule(module: object, replacement: Replacement): void {
  for (const [name, value] of Object.entries(replacement)) {
    if (typeof value === 'function') vi.spyOn(module as Functions, name).mockImplementation(value as never);
    else replaceInModule((module as Record<string, object>)[name], value as Replacement);
  }
}
