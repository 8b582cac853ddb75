import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LectureRecord } from '../../../providers/types';
import { VideoCard } from '../../../src/components/video-card';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/favourites-api'), { toggleFavourite: { mutationFn: vi.fn() } });
replaceInModule(await import('../../../providers/decisions-api'), {
  lectureScoresQuery: () => ({
    queryKey: ['decisions', 'scores'],
    queryFn: () => Promise.resolve(new Map([[7, { lectureId: 7, total: 6, answered: 6, right: 4 }]])),
  }),
});

afterEach(cleanup);

const LECTURE = {
  id: 7,
  name: 'Three-bet pots',
  lectureLength: 754,
  poster: '/media/posters/7.jpg?sig=x',
  videoUpload: '/media/videos/7.mp4?sig=x',
  tags: [
    { id: 1, title: 'Advanced' },
    { id: 2, title: 'MTT' },
  ],
  isFavourite: true,
  lectureProgress: [{ watchedSeconds: 377, lastPosition: 377, updatedAt: '2026-11-01T00:00:00Z' }],
} as LectureRecord;

function renderCard(lecture: LectureRecord, posterMode?: boolean, first?: boolean) {
  const { container } = render(
    withQueries(
      <MemoryRouter>
        <VideoCard lecture={lecture} posterMode={posterMode} first={first} />
      </MemoryRouter>,
    ),
  );
  return container;
}

describe('the video card', { timeout: 30_000 }, () => {
  it('links to the lecture and shows its length, first tag, progress and saved heart', () => {
    renderCard(LECTURE);
    expect(screen.getByRole('link', { name: 'Three-bet pots' }).getAttribute('href')).toBe(
      '/lecture-management/lecture-details/7',
    );
    expect(screen.getByRole('link', { name: 'View Video: Three-bet pots' })).toBeTruthy();
    expect(screen.getByText('12 min 34 sec')).toBeTruthy();
    expect(screen.getByText('Advanced')).toBeTruthy();
    expect(screen.queryByText('MTT')).toBeNull();
    expect(screen.getByText('50 %')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Three-bet pots: saved, remove from Saved Videos' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("fetches the first card's poster at once and first, the others' once near the screen", () => {
    const poster = (container: HTMLElement) => container.querySelector('img')!;
    const first = poster(renderCard(LECTURE, true, true));
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    cleanup();
    const other = poster(renderCard(LECTURE));
    expect([other.getAttribute('loading'), other.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });

  it('shows Loading... without a length and a muted preview without a poster', () => {
    const container = renderCard({ ...LECTURE, lectureLength: 0, poster: null, isFavourite: false, tags: [] });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(container.querySelector('video')?.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Three-bet pots: not saved, add to Saved Videos' })).toBeTruthy();
  });

  it("shows the member's decision score once every decision of the lecture is answered", async () => {
    renderCard(LECTURE);
    expect(await screen.findByText('Decisions: 4 of 6 right')).toBeTruthy();
    cleanup();
    renderCard({ ...LECTURE, id: 8 });
    await Promise.resolve();
    expect(screen.queryByText(/^Decisions:/)).toBeNull();
  });
});
