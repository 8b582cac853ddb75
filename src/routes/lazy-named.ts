import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A lazy component that can also be asked to load before it renders (app-routes.tsx `preloadScreen`). */
export type Preloadable<M = unknown, P = object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<M> };

/**
 * React.lazy for the component `pick` finds in a module. Once `preload` has brought the module in, the
 * component renders at once instead of suspending for a tick: React takes a thenable that answers
 * synchronously (its lazy initializer checks for one). A lazy that suspends on its first render makes
 * React render everything above it again once it has loaded (the signed-in frame, once per sidebar icon).
 */
function preloadable<M, P = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: M | undefined;
  const preload = () =>
    load().then((module: M | undefined) =>
      // Vite answers an import whose chunk has gone with nothing once the page chose to reload for the
      // newer build (reload-on-stale-build.ts): the screen waits for that reload instead of failing.
      module === undefined ? new Promise<M>(() => undefined) : (loaded = module),
    );
  const settled = (module: M) => ({ default: pick(module) });
  const component: Preloadable<M, P> = Object.assign(
    lazy(() =>
      loaded
        ? ({
            then: (take: (value: { default: ComponentType<P> }) => void) => take(settled(loaded!)),
          } as unknown as Promise<{ default: ComponentType<P> }>)
        : preload().then(settled),
    ),
    { preload },
  );
  return component;
}

/** `preloadable` for a named export, so screen files keep PascalCase named exports. */
export const lazyNamed = <M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Preloadable<M> => preloadable(load, (module) => module[name] as ComponentType);

/** `preloadable` for a module's default export (the sidebar's icons). */
export const lazyDefault = <P>(load: () => Promise<{ default: ComponentType<P> }>) =>
  preloadable(load, (module) => module.default);
