import type { FastifyRequest } from 'fastify';
import { PATHS } from '../../../common/paths.js';
import { SEAT_TEXTS } from '../../../common/seat-texts.js';
import { currentSubscription, hasMembership, isLive, refreshMembership } from '../../access/membership.js';
import { BUDGET_HOUR_MS, SEAT_INVITE_TTL_MS, SEAT_INVITES_PER_HOUR } from '../../constants.js';
import type { Tx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { JoinTeamResponse, SeatRecord, SeatsResponse, TeamRecord } from '../../schemas/index.js';
import { type ChargeRow } from '../billing/charges-store.js';
import { auditMembershipChange } from '../payments/membership-audit.js';
import type { SubscriptionRow } from '../payments/provider.js';
import { findUser } from '../users/users-store.js';
import { seatInviteMail } from './mails.js';
import {
  addMember,
  findPendingInvite,
  hasPendingInvite,
  isTeamMember,
  lockTeamSubscription,
  membersOf,
  pendingInvitesOf,
  removeMember,
  replaceInvite,
  seatBuyerOf,
  seatsHeld,
  setSeats,
  useInvite,
  withdrawInvite,
} from './seats-store.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'payments' | 'budgets' | 'tokens' | 'mailer' | 'config' | 'changeFeed'>;

/** The kind an invite link's secret is hashed under (apart from the account links' kinds). */
const INVITE_LINK = 'seat-invite';

/** A subscription that can seat members: bought for a team and still running. */
const isTeam = (subscription: SubscriptionRow | null): subscription is SubscriptionRow =>
  !!subscription && subscription.seats > 1;

/** A member's own paid membership that will charge them again: what a seat makes redundant. */
const paysOwnMembership = (subscription: SubscriptionRow | null) =>
  !!subscription && isLive(subscription) && !subscription.cancelAtPeriodEnd && !subscription.comped;

/**
 * Team seats (docs/API.md#team-seats): a buyer's subscription bought for N seats holds the buyer and up
 * to N − 1 members, each invited by a one-use mailed link; a member's access follows the buyer's
 * subscription (server/access/membership.ts) and ends the moment they are removed.
 */
export class SeatsService {
  constructor(private readonly deps: Deps) {}

  async view(userId: number): Promise<SeatsResponse> {
    const [team, seat] = await Promise.all([this.teamOf(userId), this.seatOf(userId)]);
    return { team, seat };
  }

  /** The buyer's team, or null when their subscription was not bought for a team. */
  async teamOf(buyerId: number): Promise<TeamRecord | null> {
    const { db } = this.deps;
    const now = this.deps.now();
    const subscription = await currentSubscription(db, buyerId);
    // An unpaid purchase for a team is no team yet.
    if (!isTeam(subscription) || subscription.status.startsWith('incomplete')) return null;
    const [members, invites] = await Promise.all([membersOf(db, buyerId), pendingInvitesOf(db, buyerId, now)]);
    return {
      seats: subscription.seats,
      used: 1 + members.length + invites.length,
      live: hasMembership(subscription, now),
      members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
      invites: invites.map((invite) => ({
        id: invite.id,
        email: invite.email,
        invitedAt: invite.createdAt.toISOString(),
        expiresAt: invite.expiresAt.toISOString(),
      })),
    };
  }

  /** What staff see of a user's seats: the team they bought, the team they sit in. */
  async staffSummary(userId: number) {
    const [team, buyer] = await Promise.all([this.teamOf(userId), seatBuyerOf(this.deps.db, userId)]);
    return {
      team: team ? { seats: team.seats, used: team.used } : null,
      seatIn: buyer ? { buyerName: buyer.name } : null,
    };
  }

  /** The seat the user holds in another's team, or null. */
  async seatOf(userId: number): Promise<SeatRecord | null> {
    const buyer = await seatBuyerOf(this.deps.db, userId);
    if (!buyer) return null;
    const { subscription, seat } = await refreshMembership(this.deps.db, userId, this.deps.now());
    return {
      buyerName: buyer.name,
      live: hasMembership(seat, this.deps.now()),
      ownMembership: paysOwnMembership(subscription),
    };
  }

  async invite(buyerId: number, email: string): Promise<void> {
    const { db, tokens } = this.deps;
    const now = this.deps.now();
    const buyer = await findUser(db, buyerId);
    if (!buyer) throw notFound('User not found');
    if (buyer.email === email) throw conflict(SEAT_TEXTS.ownTeam);
    const budget = await this.deps.budgets.take(`seat-invites:${buyerId}`, SEAT_INVITES_PER_HOUR, BUDGET_HOUR_MS);
    if (!budget.allowed) throw tooManyRequests(SEAT_TEXTS.tooManyInvites, budget.retryAfterMs / 1000);
    const { token, tokenHash } = tokens.newLink(INVITE_LINK);
    await db.transaction(async (tx) => {
      const team = await this.lockedTeam(tx, buyerId);
      if (await isTeamMember(tx, buyerId, email)) throw conflict(SEAT_TEXTS.alreadyMember);
      // A second invite to the same address replaces the first: it holds no second seat.
      const resent = await hasPendingInvite(tx, buyerId, email, now);
      if (!resent && (await seatsHeld(tx, buyerId, now)) >= team.seats) throw conflict(SEAT_TEXTS.noFreeSeat);
      await replaceInvite(
        tx,
        { buyerId, email, tokenHash, expiresAt: new Date(now.getTime() + SEAT_INVITE_TTL_MS) },
        now,
      );
    });
    const link = `${this.deps.config.publicUrl}${PATHS.joinTeam}?token=${token}`;
    await this.deps.mailer.send(seatInviteMail(email, link, SEAT_INVITE_TTL_MS / (24 * 3600_000)));
  }

  async withdraw(buyerId: number, inviteId: number): Promise<void> {
    if (!(await withdrawInvite(this.deps.db, buyerId, inviteId, this.deps.now()))) throw notFound('Invite not found');
  }

  /** The member's seat is freed and their access ends at once, in every process. */
  async remove(buyerId: number, memberId: number): Promise<void> {
    if (!(await removeMember(this.deps.db, buyerId, memberId))) throw notFound('Member not found');
    await this.seatChanged(memberId);
  }

  /** Takes the invite's seat: the link works once, for the signed-in caller, while the team's subscription runs. */
  async join(userId: number, token: string): Promise<JoinTeamResponse> {
    const { db } = this.deps;
    const now = this.deps.now();
    const invite = await findPendingInvite(db, this.deps.tokens.linkHash(INVITE_LINK, token), now);
    if (!invite) throw badRequest(SEAT_TEXTS.badInvite);
    if (invite.buyerId === userId) throw conflict(SEAT_TEXTS.ownTeam);
    await db.transaction(async (tx) => {
      await this.lockedTeam(tx, invite.buyerId, SEAT_TEXTS.teamLapsed);
      if (!(await useInvite(tx, invite.id, now))) throw badRequest(SEAT_TEXTS.badInvite);
      if (!(await addMember(tx, invite.buyerId, userId, now))) throw conflict(SEAT_TEXTS.inAnotherTeam);
    });
    await this.seatChanged(userId);
    const seat = await this.seatOf(userId);
    return { message: SEAT_TEXTS.joined(seat!.buyerName), seat: seat! };
  }

  /**
   * More seats are charged now for the rest of the period; fewer take effect now, never below the seats
   * held. Returns the charge made at once (the local gateway's; Stripe's arrives by its webhooks).
   */
  async changeSeats(request: FastifyRequest, seats: number): Promise<ChargeRow | null> {
    const buyerId = currentUser(request).id;
    const { db, payments } = this.deps;
    const now = this.deps.now();
    const current = await currentSubscription(db, buyerId);
    if (!current || !isLive(current)) throw conflict(SEAT_TEXTS.noTeam);
    if (current.provider !== payments.name || current.comped) throw conflict(SEAT_TEXTS.notTeamSubscription);
    return db.transaction(async (tx) => {
      const row = await lockTeamSubscription(tx, current.id);
      if (!row || !isLive(row)) throw conflict(SEAT_TEXTS.noTeam);
      if (row.seats === seats) return null;
      const held = await seatsHeld(tx, buyerId, now);
      if (seats < held) throw new HttpError(409, SEAT_TEXTS.seatsInUse(held), { field: 'seats' });
      const charge = await payments.changeSeats(row, seats, tx);
      await setSeats(tx, row.id, seats, now);
      await auditMembershipChange(tx, request, row, { ...row, seats, updatedAt: now });
      return charge;
    });
  }

  /** The buyer's live team subscription, locked while seats are counted; a 409 without one. */
  private async lockedTeam(tx: Tx, buyerId: number, refusal: string = SEAT_TEXTS.noTeam) {
    const current = await currentSubscription(tx, buyerId);
    const row = current && (await lockTeamSubscription(tx, current.id));
    if (!isTeam(row ?? null) || !hasMembership(row, this.deps.now())) throw conflict(refusal);
    return row!;
  }

  /** The member's access is decided anew: their stored flag, their cached session and open sockets in every process. */
  private async seatChanged(memberId: number): Promise<void> {
    await refreshMembership(this.deps.db, memberId, this.deps.now());
    await this.deps.changeFeed.announce('user', String(memberId));
    await this.deps.changeFeed.sync();
  }
}
