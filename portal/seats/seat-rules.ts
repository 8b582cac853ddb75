import { MAX_TEAM_SEATS } from '../../common/limits';
import type { PlanOffering, TeamRecord } from '../../providers/types';

/** Seats neither held by the buyer, a member nor a pending invite. */
export const freeSeats = (team: Pick<TeamRecord, 'seats' | 'used'>) => Math.max(0, team.seats - team.used);

/** An invite needs a free seat and a running membership. */
export const canInvite = (team: Pick<TeamRecord, 'seats' | 'used' | 'live'>) => team.live && freeSeats(team) > 0;

/** The seat counts the buyer may change to: never below the seats held, the server refuses that. */
export const seatRange = (team: Pick<TeamRecord, 'used'>) => ({ min: Math.max(1, team.used), max: MAX_TEAM_SEATS });

/** What a purchase for `seats` seats costs before any code: the plan's price for each. */
export const teamTotal = (plan: Pick<PlanOffering, 'amountCents' | 'currency'>, seats: number) => ({
  amount: plan.amountCents * seats,
  currency: plan.currency,
});
