import { z } from 'zod';
import { MAX_TEAM_SEATS, MIN_TEAM_SEATS } from '../../common/limits.js';
import { email, id, isoDateTime } from './common.js';

/** A team's seat count: `min` is 2 for a purchase for a team, 1 when a team shrinks back to its buyer. */
export const seatCount = (min: number) =>
  z
    .number()
    .int('Seats are a whole number')
    .min(min, `At least ${min} seat${min === 1 ? '' : 's'}`)
    .max(MAX_TEAM_SEATS, `At most ${MAX_TEAM_SEATS} seats`);

export const purchaseSeats = seatCount(MIN_TEAM_SEATS);

export const changeSeatsBody = z.object({ seats: seatCount(1) });
export type ChangeSeatsBody = z.infer<typeof changeSeatsBody>;

export const seatInviteBody = z.object({ email });
export type SeatInviteBody = z.infer<typeof seatInviteBody>;

export const joinTeamBody = z.object({ token: z.string().trim().min(1, 'Please give the invite').max(200) });

export const seatMemberParams = z.object({ userId: id });

const teamMember = z.object({ userId: z.number(), name: z.string(), email: z.string(), joinedAt: isoDateTime });
const seatInvite = z.object({ id: z.number(), email: z.string(), invitedAt: isoDateTime, expiresAt: isoDateTime });

/** The caller's team as its buyer: seats bought, held (the buyer, members, pending invites), who holds them. */
export const teamRecord = z.object({
  seats: z.number(),
  used: z.number(),
  live: z.boolean(),
  members: z.array(teamMember),
  invites: z.array(seatInvite),
});
export type TeamRecord = z.infer<typeof teamRecord>;

/** The caller's seat in someone else's team, and whether they also pay for their own membership. */
export const seatRecord = z.object({ buyerName: z.string(), live: z.boolean(), ownMembership: z.boolean() });
export type SeatRecord = z.infer<typeof seatRecord>;

export const seatsResponse = z.object({ team: teamRecord.nullable(), seat: seatRecord.nullable() });
export type SeatsResponse = z.infer<typeof seatsResponse>;

export const joinTeamResponse = z.object({ message: z.string(), seat: seatRecord });
export type JoinTeamResponse = z.infer<typeof joinTeamResponse>;

export const changeSeatsResponse = z.object({ message: z.string(), team: teamRecord.nullable() });
export type ChangeSeatsResponse = z.infer<typeof changeSeatsResponse>;
