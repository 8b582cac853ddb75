import type { Role } from '../../common/roles.js';

/**
 * The staff areas, named as the staff screens' resources. Every staff route belongs to one (its
 * module's `staffArea`), and every rule below names one.
 */
export const STAFF_AREAS = [
  'overview',
  'users',
  'courses',
  'lectures',
  'category',
  'tags',
  'promotion',
  'customer-support',
  'notifications',
  'video-upload',
  'audit-log',
] as const;

export type StaffArea = (typeof STAFF_AREAS)[number];

/** What a role may do in an area: read (GET) or also write (every other method). */
export type AreaAccess = 'read' | 'write';

type StaffRole = Exclude<Role, 'member'>;

const EDITOR: Partial<Record<StaffRole, AreaAccess>> = { admin: 'write', editor: 'write' };
const SUPPORT: Partial<Record<StaffRole, AreaAccess>> = { admin: 'write', support: 'write' };

/**
 * The one rule table (docs/API.md#staff-roles): one row per area, what each staff role may do there.
 * A role missing from a row may not use that area at all. The server enforces it on every staff route
 * and serves it to the client, whose access control hides what a role may not use.
 */
export const STAFF_RULES: Record<StaffArea, Partial<Record<StaffRole, AreaAccess>>> = {
  overview: { admin: 'write' },
  users: { admin: 'write', support: 'read' },
  courses: EDITOR,
  lectures: EDITOR,
  category: EDITOR,
  tags: EDITOR,
  promotion: EDITOR,
  'video-upload': EDITOR,
  'customer-support': SUPPORT,
  notifications: SUPPORT,
  'audit-log': { admin: 'read' },
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the request's method needs. */
export const accessFor = (method: string): AreaAccess => (READ_METHODS.has(method) ? 'read' : 'write');

/** Whether `role` may do `access` in `area`: write includes read. */
export function mayUse(role: Role, area: StaffArea, access: AreaAccess): boolean {
  const granted = role === 'member' ? undefined : STAFF_RULES[area][role];
  return granted === 'write' || (granted === 'read' && access === 'read');
}

/** A role's rules as the client reads them: area → access, only the areas it may use. */
export function rulesFor(role: Role): Partial<Record<StaffArea, AreaAccess>> {
  return Object.fromEntries(
    STAFF_AREAS.flatMap((area) => {
      const granted = role === 'member' ? undefined : STAFF_RULES[area][role];
      return granted ? [[area, granted]] : [];
    }),
  );
}

export const isStaffArea = (name: string): name is StaffArea => (STAFF_AREAS as readonly string[]).includes(name);

/** The staff roles that may read an area: who hears of its changes. */
export const rolesThatRead = (area: StaffArea): Role[] =>
  (Object.keys(STAFF_RULES[area]) as Role[]).filter((role) => mayUse(role, area, 'read'));
