import type { ComponentType, LazyExoticComponent } from 'react';
import type { AccessLevel } from '../../providers/access-control';

/** 'shared' screens take the member or staff title prefix by role. */
export type Audience = 'member' | 'staff' | 'public' | 'shared';

/** One line of a route table: where, what, who may open it, and its page title. */
export interface AppRoute {
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  access: AccessLevel;
  /** The screen name; the title prefix follows the audience (CONTRACT §6). */
  title: string;
  audience: Audience;
}
