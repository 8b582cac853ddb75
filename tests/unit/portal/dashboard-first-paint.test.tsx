import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../portal/dashboard/dashboard-page';
import { quietGet } from '../../../providers/api-calls';
import type { ReviewDeck } from '../../../providers/types';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), { quietGet: vi.fn() });
replaceInModule(await import('../../../portal/tour/tour-state'), {
  tourPending: () => false,
  markTourDone: () => undefined,
});

afterEach(cleanup);

/** The review deck's read (`GET review`), as each test answers it. */
const decisionsApi = { deck: vi.fn<() => Promise<ReviewDeck>>() };

/** Every other dashboard read answers at once, empty. */
function answerDashboardCalls() {
  const answers: Record<string, unknown> = {
    'user/dashboard': {
      totalWatchedTime: { totalWatchedHours: 0, weekChangePercent: 0, weekTrend: 'same' },
      totalCompletedVideos: 0,
      completedWeekChangePercent: 0,
      completedWeekTrend: 'same',
    },
    'category/all-progress': [],
    promotion: [],
    'user/get-favorites': { favoriteLectures: [] },
    courses: [],
    'user/continue-watching': [],
  };
  vi.mocked(quietGet).mockImplementation((url) =>
    url === 'review' ? decisionsApi.deck() : Promise.resolve(answers[url] as never),
  );
}

const renderDashboard = () =>
  render(
    withQueries(
      <App>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </App>,
    ),
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
