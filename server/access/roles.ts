import type { Role } from '../../common/roles.js';

/** What a role may do in an area: read (GET) or also write (every other method). */
export type AreaAccess = 'read' | 'write';

type StaffRole = Exclude<Role, 'member'>;
type AreaRule = Partial<Record<StaffRole, AreaAccess>>;

const CONTENT: AreaRule = { admin: 'write', editor: 'write' };
const SUPPORT: AreaRule = { admin: 'write', support: 'write' };

/**
 * The one rule table (docs/API.md#staff-roles): one row per staff area, named as the staff screens'
 * resources, saying what each staff role may do there. A role missing from a row may not use that
 * area at all. Every staff route belongs to one area (its module's `staffArea`); the server enforces
 * the table on each of them and serves it to the client, whose access control hides the rest.
 */
export const STAFF_RULES = {
  overview: { admin: 'write' },
  users: { admin: 'write', support: 'read' },
  courses: CONTENT,
  lectures: CONTENT,
  category: CONTENT,
  tags: CONTENT,
  promotion: CONTENT,
  live: CONTENT,
  plans: { admin: 'write' },
  offers: { admin: 'write' },
  'video-upload': CONTENT,
  'customer-support': SUPPORT,
  notifications: SUPPORT,
  discussions: { admin: 'write', editor: 'write', support: 'write' },
  'audit-log': { admin: 'read' },
} satisfies Record<string, AreaRule>;

export type StaffArea = keyof typeof STAFF_RULES;

export const STAFF_AREAS = Object.keys(STAFF_RULES) as [StaffArea, ...StaffArea[]];

const ruleOf = (area: StaffArea): AreaRule => STAFF_RULES[area];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the request's method needs. */
export const accessFor = (method: string): AreaAccess => (READ_METHODS.has(method) ? 'read' : 'write');

/** Whether `role` may do `access` in `area`: write includes read. */
export function mayUse(role: Role, area: StaffArea, access: AreaAccess): boolean {
  const granted = role === 'member' ? undefined : ruleOf(area)[role];
  return granted === 'write' || (granted === 'read' && access === 'read');
}

/** A role's rules as the client reads them: area → access, only the areas it may use. */
export function rulesFor(role: Role): Partial<Record<StaffArea, AreaAccess>> {
  return Object.fromEntries(
    STAFF_AREAS.flatMap((area) => {
      const granted = role === 'member' ? undefined : ruleOf(area)[role];
      return granted ? [[area, granted]] : [];
    }),
  );
}

export const isStaffArea = (name: string): name is StaffArea => (STAFF_AREAS as readonly string[]).includes(name);
