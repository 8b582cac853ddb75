import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../portal/dashboard/dashboard-page';
import { decisionsApi, type ReviewDeck } from '../../../providers/decisions-api';
import { portalApi } from '../../../providers/portal-api';

vi.mock('../../../providers/portal-api', () => ({
  portalApi: {
    dashboard: vi.fn(),
    allProgress: vi.fn(),
    promotions: vi.fn(),
    favourites: vi.fn(),
    courses: vi.fn(),
    continueWatching: vi.fn(),
  },
}));
vi.mock('../../../providers/decisions-api', () => ({ decisionsApi: { deck: vi.fn() } }));
vi.mock('../../../portal/tour/tour-state', () => ({ tourPending: () => false, markTourDone: () => undefined }));

afterEach(cleanup);

function answerDashboardCalls() {
  vi.mocked(portalApi.dashboard).mockResolvedValue({
    totalWatchedTime: { totalWatchedHours: 0, weekChangePercent: 0, weekTrend: 'same' },
    totalCompletedVideos: 0,
    completedWeekChangePercent: 0,
    completedWeekTrend: 'same',
  });
  for (const list of [portalApi.allProgress, portalApi.promotions, portalApi.favourites, portalApi.courses])
    vi.mocked(list).mockResolvedValue([]);
  vi.mocked(portalApi.continueWatching).mockResolvedValue([]);
}

const renderDashboard = () =>
  render(
    <App>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </App>,
  );

describe("the dashboard's first paint", () => {
  it('holds the review deck card with the figures, so nothing is pushed down when the deck answers last', async () => {
    answerDashboardCalls();
    let answerDeck: (deck: ReviewDeck) => void = () => {};
    vi.mocked(decisionsApi.deck).mockReturnValue(new Promise((resolve) => (answerDeck = resolve)));
    renderDashboard();
    await vi.waitFor(() => expect(decisionsApi.deck).toHaveBeenCalled());
    // Every other call has answered (settled promises, flushed by act): the figures still wait for the deck.
    await act(async () => {});
    expect(screen.queryByText('Total Watch Time')).toBeNull();
    answerDeck({ cards: [], dueCount: 3, streak: 2 });
    await screen.findByText('Total Watch Time');
    expect(screen.getByTestId('review-due').textContent).toBe('3 cards due');
  });

  it('shows the figures without the card when the deck cannot be read', async () => {
    answerDashboardCalls();
    vi.mocked(decisionsApi.deck).mockRejectedValue(new Error('offline'));
    renderDashboard();
    await screen.findByText('Total Watch Time');
    expect(screen.queryByTestId('review-due')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
