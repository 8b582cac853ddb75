import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export, so screen files keep PascalCase named exports. */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
