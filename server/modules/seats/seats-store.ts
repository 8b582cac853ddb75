import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database.js';
import type { SubscriptionRow } from '../payments/provider.js';
import { subscriptions } from '../payments/schema.js';
import { users } from '../users/schema.js';
import { seatInvites, teamMembers } from './schema.js';

/** An invite not yet used nor expired: it holds a seat. */
const pending = (now: Date) => and(isNull(seatInvites.usedAt), gt(seatInvites.expiresAt, now));

/** The subscription, locked until the transaction ends so seat counts are decided one at a time; charges may still name it. */
export async function lockTeamSubscription(tx: Tx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('no key update');
  return row;
}

export async function membersOf(db: Executor, buyerId: number) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(eq(teamMembers.buyerId, buyerId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id));
}

export async function pendingInvitesOf(db: Executor, buyerId: number, now: Date) {
  return db
    .select({
      id: seatInvites.id,
      email: seatInvites.email,
      createdAt: seatInvites.createdAt,
      expiresAt: seatInvites.expiresAt,
    })
    .from(seatInvites)
    .where(and(eq(seatInvites.buyerId, buyerId), pending(now)))
    .orderBy(asc(seatInvites.id));
}

/** Seats held: the buyer's own, each member's and each pending invite's. */
export async function seatsHeld(db: Executor, buyerId: number, now: Date): Promise<number> {
  const [[members], [invites]] = await Promise.all([
    db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.buyerId, buyerId)),
    db
      .select({ n: count() })
      .from(seatInvites)
      .where(and(eq(seatInvites.buyerId, buyerId), pending(now))),
  ]);
  return 1 + members.n + invites.n;
}

export async function isTeamMember(db: Executor, buyerId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.memberId))
    .where(and(eq(teamMembers.buyerId, buyerId), eq(users.email, email)));
  return row !== undefined;
}

/** A new invite; a pending one to the same address is used up, so its older link stops working and holds no second seat. */
export async function replaceInvite(
  tx: Executor,
  values: { buyerId: number; email: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(seatInvites)
    .set({ usedAt: now })
    .where(and(eq(seatInvites.buyerId, values.buyerId), eq(seatInvites.email, values.email), pending(now)));
  await tx.insert(seatInvites).values(values);
}

export async function hasPendingInvite(db: Executor, buyerId: number, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: seatInvites.id })
    .from(seatInvites)
    .where(and(eq(seatInvites.buyerId, buyerId), eq(seatInvites.email, email), pending(now)));
  return row !== undefined;
}

/** Withdraws a pending invite of this buyer: false when there is none. */
export async function withdrawInvite(db: Executor, buyerId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .delete(seatInvites)
    .where(and(eq(seatInvites.id, id), eq(seatInvites.buyerId, buyerId), pending(now)))
    .returning({ id: seatInvites.id });
  return rows.length > 0;
}

/** The pending invite a link's hash names, or undefined when it is unknown, used, withdrawn or expired. */
export async function findPendingInvite(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(seatInvites)
    .where(and(eq(seatInvites.tokenHash, tokenHash), pending(now)));
  return row;
}

/** Uses the invite up, once: false when another request used it first. */
export async function useInvite(tx: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(seatInvites)
    .set({ usedAt: now })
    .where(and(eq(seatInvites.id, id), pending(now)))
    .returning({ id: seatInvites.id });
  return rows.length > 0;
}

/** Seats the member; false when they already hold a seat in a team (one team each). */
export async function addMember(tx: Executor, buyerId: number, memberId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(teamMembers)
    .values({ buyerId, memberId, joinedAt: now })
    .onConflictDoNothing({ target: teamMembers.memberId })
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

export async function removeMember(db: Executor, buyerId: number, memberId: number): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.buyerId, buyerId), eq(teamMembers.memberId, memberId)))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** The buyer of the team whose seat the user holds. */
export async function seatBuyerOf(db: Executor, memberId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.buyerId))
    .where(eq(teamMembers.memberId, memberId));
  return row;
}

export async function setSeats(tx: Executor, subscriptionId: number, seats: number, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ seats, updatedAt: now }).where(eq(subscriptions.id, subscriptionId));
}
