import { sql } from 'drizzle-orm';
import type { Role } from '../../../common/roles.js';
import { reportedMembership, seatSubscriptionsOf } from '../../access/membership.js';
import { activeOrInactive, sqlExport } from '../shared/csv-export.js';
import { users } from './schema.js';
import { latestSubscriptions } from './user-management-store.js';

interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  dob: string | null;
  role: Role;
  isActive: boolean;
  isVerified: boolean;
  subscribedUser: boolean;
  createdAt: Date;
}

/** User Management as CSV. */
export const usersExport = sqlExport<UserRow>({
  fields: {
    id: users.id,
    name: users.name,
    email: users.email,
    phone: users.phone,
    dob: sql`${users.dob}::text`,
    role: users.role,
    isActive: users.isActive,
    isVerified: users.isVerified,
    subscribedUser: users.subscribedUser,
    createdAt: users.createdAt,
  },
  from: users,
  columns: [
    ['ID', (u) => u.id],
    ['Name', (u) => u.name],
    ['Email', (u) => u.email],
    ['Phone', (u) => u.phone],
    ['Date of Birth', (u) => u.dob],
    ['Role', (u) => u.role],
    ['Subscription', (u) => activeOrInactive(u.subscribedUser)],
    ['Status', (u) => activeOrInactive(u.isActive)],
    ['Verified', (u) => u.isVerified],
    ['Created On', (u) => u.createdAt],
  ],
  // The Subscription column says what the list says: the membership rule at this moment.
  async enrich(db, rows, now) {
    const ids = rows.map((row) => row.id);
    const [latest, seats] = await Promise.all([latestSubscriptions(db, ids), seatSubscriptionsOf(db, ids)]);
    return rows.map((row) => ({
      ...row,
      subscribedUser: reportedMembership(row, latest.get(row.id), now, seats.get(row.id) ?? null),
    }));
  },
});
