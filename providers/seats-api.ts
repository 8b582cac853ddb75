import { quietGet, quietly, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { ChangeSeatsResponse, JoinTeamResponse, MessageResponse, SeatsResponse } from './types';

export const seatsKeys = { all: ['seats'] as const };

/** The caller's team as its buyer and their seat in another's (docs/API.md#team-seats); the card draws its own skeleton. */
export const seatsQuery = (read: ReadJson = quietGet) =>
  memberQuery(seatsKeys.all, () => read<SeatsResponse>('user/seats'));

/** Team seats: the screens show each action's outcome themselves, so no loading overlay. */
export const seatsApi = {
  changeSeats: (seats: number) => quietly.put<ChangeSeatsResponse>('user/seats', { seats }),
  invite: (email: string) => quietly.post<MessageResponse>('user/seats/invites', { email }),
  withdraw: (inviteId: number) => quietly.delete<MessageResponse>(`user/seats/invites/${inviteId}`),
  remove: (userId: number) => quietly.delete<MessageResponse>(`user/seats/members/${userId}`),
  join: (token: string) => quietly.post<JoinTeamResponse>('user/seats/join', { token }),
};
