import type { ComponentType } from 'react';
import type { AccessLevel } from '../../providers/access-control';
import type { Preloadable } from './lazy-named';

/** 'shared' screens take the member or staff title prefix by role. */
export type Audience = 'member' | 'staff' | 'public' | 'shared';

/** One line of a route table: where, what, who may open it, and its page title. */
export interface AppRoute {
  path: string;
  component: ComponentType | Preloadable;
  access: AccessLevel;
  /** The screen name; the title prefix follows the audience (docs/PRODUCT.md#who-sees-what). */
  title: string;
  audience: Audience;
  /** Starts the screen's data calls as the app boots on this address (routes/prefetchable.ts). */
  prefetch?: () => Promise<unknown>;
}
