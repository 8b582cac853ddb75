import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../common/paths';
import { purchaseOf } from '../../../portal/payments/payment-form';
import { JoinTeamPage } from '../../../portal/seats/join-team-page';
import { canInvite, freeSeats, seatRange, teamTotal } from '../../../portal/seats/seat-rules';
import { TeamCard } from '../../../portal/seats/team-card';
import { landingPath } from '../../../providers/access-control';
import { post, quietGet, quietly } from '../../../providers/api-calls';
import { ApiError } from '../../../providers/api-error';
import { STORAGE_KEYS } from '../../../providers/constants';
import { notify } from '../../../providers/notification-provider';
import type { SeatsResponse, TeamRecord } from '../../../providers/types';
import { seatLines } from '../../../resources/users/billing-summary';
import { MONTHLY_PLAN } from '../helpers/plans';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), {
  quietGet: vi.fn(),
  post: vi.fn(),
  quietly: { post: vi.fn(), put: vi.fn(), delete: vi.fn(), patch: vi.fn() },
});

replaceInModule(await import('../../../providers/notification-provider'), {
  notify: { success: vi.fn(), error: vi.fn() },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TEAM: TeamRecord = {
  seats: 3,
  used: 3,
  live: true,
  members: [{ userId: 7, name: 'Bo Grinder', email: 'bo@example.com', joinedAt: '2026-11-20T10:00:00.000Z' }],
  invites: [
    { id: 4, email: 'cy@example.com', invitedAt: '2026-11-21T10:00:00.000Z', expiresAt: '2026-12-05T10:00:00.000Z' },
  ],
};

describe('team seat rules', () => {
  it('counts free seats, allows an invite only with one and a running membership, and never goes below the seats held', () => {
    expect(freeSeats(TEAM)).toBe(0);
    expect(canInvite(TEAM)).toBe(false);
    expect(canInvite({ ...TEAM, seats: 4 })).toBe(true);
    expect(canInvite({ ...TEAM, seats: 4, live: false })).toBe(false);
    expect(seatRange(TEAM)).toEqual({ min: 3, max: 200 });
    expect(teamTotal({ amountCents: 4999, currency: 'usd' }, 3)).toEqual({ amount: 14997, currency: 'usd' });
  });

  it('buys for a team with the seats, and keeps the empty body for one member on the default plan', () => {
    const noCode = { code: null, offer: undefined };
    expect(purchaseOf(MONTHLY_PLAN, noCode)).toBeUndefined();
    expect(purchaseOf(MONTHLY_PLAN, noCode, 1)).toBeUndefined();
    expect(purchaseOf(MONTHLY_PLAN, noCode, 5)).toEqual({ planId: MONTHLY_PLAN.id, seats: 5 });
  });

  it("writes staff's lines for a buyer and for a member", () => {
    expect(seatLines({ team: { seats: 5, used: 2 }, seatIn: null })).toEqual(['Team of 5 seats (2 used)']);
    expect(seatLines({ team: null, seatIn: { buyerName: 'Ace Stable' } })).toEqual(['Seat in Ace Stable’s team']);
    expect(seatLines({ team: null, seatIn: null })).toEqual([]);
  });

  it('lands a member who opened an invite signed out back on it after signing in', () => {
    const member = { role: 'member' as const, subscribed: false };
    expect(landingPath(member)).toBe(PATHS.selectPlan);
    localStorage.setItem(STORAGE_KEYS.pendingInvite, 'tok en');
    expect(landingPath(member)).toBe(`${PATHS.joinTeam}?token=tok%20en`);
  });
});

function serveSeats(answer: SeatsResponse) {
  vi.mocked(quietGet).mockImplementation((url: string) =>
    url === 'user/seats' ? Promise.resolve(answer) : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
}

const renderCard = () =>
  render(
    <MemoryRouter>
      <App>{withQueries(<TeamCard />)}</App>
    </MemoryRouter>,
  );

describe('the Team card', { timeout: 30_000 }, () => {
  it('lists the buyer, members and pending invites, and turns Invite off when every seat is held', async () => {
    serveSeats({ team: TEAM, seat: null });
    renderCard();
    expect(await screen.findByText('3 of 3 seats used')).toBeTruthy();
    expect(screen.getByText('You (buyer)')).toBeTruthy();
    expect(screen.getByText('Bo Grinder')).toBeTruthy();
    expect(screen.getByText('cy@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite' }).hasAttribute('disabled')).toBe(true);
  });

  it('invites by email, withdraws an invite, and removes a member after a confirmation', async () => {
    serveSeats({ team: { ...TEAM, seats: 4 }, seat: null });
    vi.mocked(quietly.post).mockResolvedValue({ message: 'Invite sent' });
    vi.mocked(quietly.delete).mockResolvedValue({ message: 'Done' });
    renderCard();
    fireEvent.change(await screen.findByLabelText('Email of the member to invite'), {
      target: { value: 'dee@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(quietly.post).toHaveBeenCalledWith('user/seats/invites', { email: 'dee@example.com' }));

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(quietly.delete).toHaveBeenCalledWith('user/seats/invites/4'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Remove Bo Grinder from your team? Their access ends now.')).not.toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(quietly.delete).toHaveBeenCalledWith('user/seats/members/7'));
  });

  it("shows the server's refusal of a seat count word for word", async () => {
    serveSeats({ team: { ...TEAM, seats: 4 }, seat: null });
    vi.mocked(quietly.put).mockRejectedValue(new ApiError('3 seats are in use: remove members first.', 409));
    renderCard();
    const seats = await screen.findByLabelText('Seats');
    fireEvent.change(seats, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change seats' }));
    await waitFor(() => expect(quietly.put).toHaveBeenCalledWith('user/seats', { seats: 5 }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('3 seats are in use: remove members first.'));
  });

  it('tells a member whose team it is, and offers to cancel their own membership', async () => {
    serveSeats({ team: null, seat: { buyerName: 'Ace Stable', live: true, ownMembership: true } });
    vi.mocked(post).mockResolvedValue({ message: 'Subscription Cancelled Successfully' });
    renderCard();
    expect(await screen.findByText('Seat in Ace Stable’s team')).toBeTruthy();
    expect(screen.getByText('You have your own membership: cancel it to avoid paying twice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my own membership' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('user/cancel/subscription'));
  });

  it('shows nothing to someone with neither a team nor a seat', async () => {
    serveSeats({ team: null, seat: null });
    renderCard();
    await waitFor(() => expect(quietGet).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});

const renderJoin = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App>
        <Routes>
          <Route path={PATHS.joinTeam} element={<JoinTeamPage />} />
          <Route path={PATHS.dashboard} element={<p>Dashboard</p>} />
        </Routes>
      </App>
    </MemoryRouter>,
  );

describe('/join-team', { timeout: 30_000 }, () => {
  it('keeps the invite of someone signed out and asks them to sign in or up', async () => {
    renderJoin('/join-team?token=abc');
    expect(
      await screen.findByText('Sign in, or sign up first, to take your seat. You will come back here.'),
    ).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvite)).toBe('abc');
  });

  it('takes the seat, forgets the invite and opens the dashboard', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'key');
    localStorage.setItem(STORAGE_KEYS.pendingInvite, 'abc');
    vi.mocked(quietly.post).mockResolvedValue({
      message: 'You joined Ace Stable’s team.',
      seat: { buyerName: 'Ace Stable', live: true, ownMembership: false },
    });
    renderJoin('/join-team?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Take my seat' }));
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(quietly.post).toHaveBeenCalledWith('user/seats/join', { token: 'abc' });
    expect(localStorage.getItem(STORAGE_KEYS.pendingInvite)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.subscribed)).toBe('true');
  });

  it('offers a member who pays for their own membership to cancel it after joining', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'key');
    vi.mocked(quietly.post).mockResolvedValue({
      message: 'You joined Ace Stable’s team.',
      seat: { buyerName: 'Ace Stable', live: true, ownMembership: true },
    });
    renderJoin('/join-team?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Take my seat' }));
    expect(await screen.findByText('You have your own membership: cancel it to avoid paying twice')).toBeTruthy();
    expect(screen.getByText('You joined Ace Stable’s team.')).toBeTruthy();
  });

  it("shows the server's refusal of a used link", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'key');
    vi.mocked(quietly.post).mockRejectedValue(
      new ApiError('This invite link is not valid any more: ask for a new one.', 400),
    );
    renderJoin('/join-team?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Take my seat' }));
    expect(await screen.findByText('This invite link is not valid any more: ask for a new one.')).toBeTruthy();
  });
});
