import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../portal/dashboard/dashboard-page';
import { quietGet } from '../../../providers/api-calls';
import type { CategoryProgressRow, CourseRecord } from '../../../providers/types';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), { quietGet: vi.fn() });
replaceInModule(await import('../../../portal/tour/tour-state'), {
  tourPending: () => false,
  markTourDone: () => undefined,
});

/** The dashboard's reads, each answered as given (the deck card's with nothing). */
function answerReads(answers: Record<string, unknown>) {
  vi.mocked(quietGet).mockImplementation((url) =>
    url in answers ? Promise.resolve(answers[url] as never) : Promise.reject(new Error(`no answer for ${url}`)),
  );
}

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
    answerReads({
      'user/dashboard': {
        totalWatchedTime: { totalWatchedHours: 0, weekChangePercent: 0, weekTrend: 'same' },
        totalCompletedVideos: 0,
        completedWeekChangePercent: 0,
        completedWeekTrend: 'same',
      },
      promotion: [],
      'user/get-favorites': { favoriteLectures: [] },
      'user/continue-watching': [],
      courses: [
        course(2, 'PLO (Pot Limit Omaha)'),
        course(1, "NLHE (No-Limit Hold'em)"),
        course(3, 'Short Deck'),
        course(4, 'Retired', false),
      ],
      'category/all-progress': [
        row(1, "NLHE (No-Limit Hold'em)", 1, 'Preflop', 42.7),
        row(2, 'PLO (Pot Limit Omaha)', 2, 'Postflop', 0),
      ],
      review: null,
    });
    render(
      withQueries(
        <App>
          <MemoryRouter>
            <DashboardPage />
          </MemoryRouter>
        </App>,
      ),
    );
    await screen.findByRole('heading', { level: 2, name: 'Short Deck' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
    const columns = headings.filter((title) => /NLHE|PLO|Short Deck|Retired/.test(title));
    expect(columns).toEqual(["NLHE (No-Limit Hold'em)", 'PLO (Pot Limit Omaha)', 'Short Deck']);
    expect(screen.getByText('No categories yet')).toBeTruthy();
    expect(screen.getByText('42 %')).toBeTruthy();
  });
});
