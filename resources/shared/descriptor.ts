import type { ResourceProps } from '@refinedev/core';
import type { ComponentType } from 'react';
import { lazyNamed } from '../../src/routes/lazy-named';

export interface StaffScreen {
  path: string;
  title: string;
  component: ComponentType;
}

/** A resource folder's descriptor: the Refine resource and the screens at its routes. */
export interface StaffResource {
  resource: ResourceProps;
  screens: StaffScreen[];
}

/** `[path, export name, page title]` rows of one lazily loaded screens module. */
export function screensOf<M extends Record<string, unknown>>(load: () => Promise<M>, rows: [path: string, name: keyof M & string, title: string][]): StaffScreen[] {
  return rows.map(([path, name, title]) => ({ path, title, component: lazyNamed(load, name) }));
}
