import type { ResourceProps } from '@refinedev/core';
import type { ComponentType } from 'react';
import type { AccessLevel } from '../../providers/access-control';
import type { ResourcePaths, ResourcePathTable } from '../../providers/data-provider';
import { lazyDefault, lazyNamed, type Preloadable } from '../../src/routes/lazy-named';

export type ScreenAction = 'list' | 'create' | 'edit' | 'show';

/** `[path, export name of the screens module, page title]`. */
export type ScreenRoute<M> = readonly [path: string, screen: keyof M & string, title: string];

type IconProps = { className?: string };
type IconModule = { default: ComponentType<IconProps> };

/** What a resource folder's index.ts declares, once. */
export interface ResourceDefinition<M extends Record<string, unknown>> {
  /** Refine's resource name, and the API path unless `api` says otherwise. */
  name: string;
  /** API paths where they differ from `{name}` and `{name}/{id}`: the API keeps the paths clients already call. */
  api?: Partial<ResourcePaths>;
  /** Who Refine's access control lets use it; staff only unless said. */
  access?: AccessLevel;
  /** The sidebar link: its text (also Refine's label) and icon, loaded with the signed-in frame, not the first page. */
  nav?: { label: string; icon: () => Promise<IconModule> };
  /** The module holding the screens, loaded on the first visit of one of them. */
  screens: () => Promise<M>;
  /** Refine's actions at the API's paths; `list` is where the sidebar links to. */
  routes: { list: ScreenRoute<M> } & Partial<Record<Exclude<ScreenAction, 'list'>, ScreenRoute<M>>>;
  /** More paths showing one of the screens (`/video`, which staff's bookmarks and links may still hold). */
  aliases?: ScreenRoute<M>[];
}

export interface StaffScreen {
  path: string;
  title: string;
  component: Preloadable;
}

export interface StaffNavLink {
  path: string;
  label: string;
  icon: Preloadable<IconModule, IconProps>;
}

/** A resource as the app consumes it: Refine's resource, the routed screens, the sidebar link, the API paths. */
export interface StaffResource {
  resource: ResourceProps;
  screens: StaffScreen[];
  nav?: StaffNavLink;
  api?: Partial<ResourcePaths>;
}

/** Builds everything the app needs about a resource from its one definition. */
export function defineResource<M extends Record<string, unknown>>(definition: ResourceDefinition<M>): StaffResource {
  const { name, api, access = 'staff', nav, screens, routes, aliases = [] } = definition;
  const actions = Object.entries(routes) as [ScreenAction, ScreenRoute<M>][];
  return {
    resource: {
      name,
      ...Object.fromEntries(actions.map(([action, [path]]) => [action, path])),
      meta: { label: nav?.label, access },
    },
    screens: [...actions.map(([, route]) => route), ...aliases].map(([path, screen, title]) => ({
      path,
      title,
      component: lazyNamed(screens, screen),
    })),
    nav: nav && { path: routes.list[0], label: nav.label, icon: lazyDefault(nav.icon) },
    api,
  };
}

/** The data provider's table: each resource's API paths where they differ from its name. */
export const apiPathsOf = (resources: StaffResource[]): ResourcePathTable =>
  Object.fromEntries(resources.flatMap(({ resource, api }) => (api ? [[resource.name, api]] : [])));
