import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../portal/dashboard/dashboard-page';
import { type CategoryProgressRow, type CourseRecord, portalApi } from '../../../providers/portal-api';

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
vi.mock('../../../providers/decisions-api', () => ({ decisionsApi: { deck: () => Promise.resolve(null) } }));
vi.mock('../../../portal/tour/tour-state', () => ({ tourPending: () => false, markTourDone: () => undefined }));

afterEach(cleanup);

const course = (id: number, title: string, status = true): CourseRecord => ({
  id,
  title,
  description: '',
  status,
  lecturesCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const row = (
  courseId: number,
  courseTitle: string,
  id: number,
  title: string,
  progressPercentage: number,
): CategoryProgressRow => ({
  id,
  title,
  course: { id: courseId, title: courseTitle },
  progress: [{ progressPercentage }],
});

describe('the dashboard progress columns', () => {
  it('gives every active course its column, one without lectures too', async () => {
    vi.mocked(portalApi.dashboard).mockResolvedValue({
      totalWatchedTime: { totalWatchedHours: 0, weekChangePercent: 0, weekTrend: 'same' },
      totalCompletedVideos: 0,
      completedWeekChangePercent: 0,
      completedWeekTrend: 'same',
    });
    vi.mocked(portalApi.promotions).mockResolvedValue([]);
    vi.mocked(portalApi.favourites).mockResolvedValue([]);
    vi.mocked(portalApi.continueWatching).mockResolvedValue([]);
    vi.mocked(portalApi.courses).mockResolvedValue([
      course(2, 'PLO (Pot Limit Omaha)'),
      course(1, "NLHE (No-Limit Hold'em)"),
      course(3, 'Short Deck'),
      course(4, 'Retired', false),
    ]);
    vi.mocked(portalApi.allProgress).mockResolvedValue([
      row(1, "NLHE (No-Limit Hold'em)", 1, 'Preflop', 42.7),
      row(2, 'PLO (Pot Limit Omaha)', 2, 'Postflop', 0),
    ]);
    render(
      <App>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </App>,
    );
    await screen.findByRole('heading', { level: 2, name: 'Short Deck' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    const columns = headings.filter((title) => /NLHE|PLO|Short Deck|Retired/.test(title));
    expect(columns).toEqual(["NLHE (No-Limit Hold'em)", 'PLO (Pot Limit Omaha)', 'Short Deck']);
    expect(screen.getByText('No categories yet')).toBeTruthy();
    expect(screen.getByText('42 %')).toBeTruthy();
  });
});
