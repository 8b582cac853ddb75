import { MAX_TEAM_SEATS } from './limits.js';

/** Team seats' texts, the server's answers and what the screens show of them, word for word. */
export const SEAT_TEXTS = {
  seatsInUse: (used: number) => `${used} seats are in use: remove members first.`,
  noFreeSeat: 'Every seat is taken: add seats or remove a member first.',
  alreadyMember: 'This email is already a member of your team.',
  alreadyInvited: 'This email already has a pending invite.',
  ownEmail: 'You hold the buyer’s seat yourself.',
  noTeam: 'Buy a plan for a team to invite members.',
  notTeamSubscription: 'Your membership is not billed here: its seats cannot be changed.',
  inviteSent: 'Invite sent',
  inviteWithdrawn: 'Invite withdrawn',
  memberRemoved: 'Member removed: their seat is free.',
  seatsChanged: 'Seats changed',
  badInvite: 'This invite link is not valid any more: ask for a new one.',
  ownTeam: 'This is your own team: you already hold a seat in it.',
  inAnotherTeam: 'You already hold a seat in a team.',
  teamLapsed: 'This team’s membership has ended: ask its buyer to renew it.',
  joined: (buyer: string) => `You joined ${buyer}’s team.`,
  tooManyInvites: 'Too many invites sent: please try again later.',
  ownMembership: 'You have your own membership: cancel it to avoid paying twice',
  seatsRange: `A team has 2 to ${MAX_TEAM_SEATS} seats`,
} as const;
