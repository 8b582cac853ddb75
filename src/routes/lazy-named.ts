import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A lazy component that can also be asked to load before it renders (app-routes.tsx `preloadScreen`). */
export type Preloadable<M = unknown> = LazyExoticComponent<ComponentType> & { preload(): Promise<M> };

/**
 * React.lazy for a named export, so screen files keep PascalCase named exports. Once `preload` has
 * brought the module in, the component renders at once instead of suspending for a tick: React takes
 * a thenable that answers synchronously (its lazy initializer checks for one).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Preloadable<M> {
  let loaded: M | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const settled = (module: M) => ({ default: module[name] as ComponentType });
  return Object.assign(
    lazy(() =>
      loaded
        ? ({
            then: (take: (value: { default: ComponentType }) => void) => take(settled(loaded!)),
          } as unknown as Promise<{
            default: ComponentType;
          }>)
        : preload().then(settled),
    ),
    { preload },
  );
}
