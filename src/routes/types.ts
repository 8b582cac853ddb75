import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { AccessLevel } from '../../providers/access-control';
import type { Preloadable } from './lazy-named';

/** 'shared' screens take the member or staff title prefix by role. */
export type Audience = 'member' | 'staff' | 'public' | 'shared';

/** A sidebar: members' with or without a membership, or staff's (the profile, after the staff resources). */
export type Sidebar = 'subscribed' | 'unsubscribed' | 'staff';

/** A screen's sidebar link: its text, its icon's module (loaded with the signed-in frame) and where it shows. */
export interface RouteNav {
  label: string;
  icon: () => Promise<{ default: ComponentType<{ className?: string }> }>;
  sidebars: readonly Sidebar[];
}

/** One line of a route table: where, what, who may open it, and its page title. */
export interface AppRoute {
  path: string;
  component: ComponentType | Preloadable;
  access: AccessLevel;
  /** The screen name; the title prefix follows the audience (docs/PRODUCT.md#who-sees-what). */
  title: string;
  audience: Audience;
  /** A staff screen's area in the role rules (its resource's name). */
  staffArea?: string;
  /**
   * Starts the screen's data calls as the app boots on this address (its parameters in `params`), under
   * the keys the screen reads.
   */
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
  /** Its sidebar link, if it has one; the table's order is the sidebar's. */
  nav?: RouteNav;
}
