import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PORTAL_TEXTS, UP_NEXT_SECONDS } from '../../../portal/constants';
import { UpNext } from '../../../portal/lectures/up-next';
import type { LectureRecord } from '../../../providers/types';

const next = { id: 7, name: 'Turn Barrels and Equity Shifts' } as LectureRecord;

/** The lecture page with Up next on it; the next lecture's page says so when it opens. */
function renderUpNext() {
  render(
    <MemoryRouter initialEntries={['/lecture-management/lecture-details/6']}>
      <Routes>
        <Route path="/lecture-management/lecture-details/6" element={<UpNext lecture={next} onCancel={() => {}} />} />
        <Route path="/lecture-management/lecture-details/7" element={<p>the next lecture</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** One second at a time: React applies each tick's render, whose effect sets the next tick, when its act ends. */
async function seconds(count: number) {
  for (let second = 0; second < count; second += 1) await act(async () => vi.advanceTimersByTimeAsync(1000));
}
const card = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('opens the next lecture when its countdown ends', async () => {
  renderUpNext();
  await seconds(1);
  expect(card().textContent).toContain(PORTAL_TEXTS.upNextIn(UP_NEXT_SECONDS - 1));
  await seconds(UP_NEXT_SECONDS - 1);
  expect(screen.getByText('the next lecture')).toBeTruthy();
});

it('holds the countdown while the pointer is on the card, and goes on once it leaves', async () => {
  renderUpNext();
  await seconds(2);
  fireEvent.pointerEnter(card());
  await seconds(UP_NEXT_SECONDS * 3);
  expect(card().textContent).toContain(PORTAL_TEXTS.upNextIn(UP_NEXT_SECONDS - 2));
  fireEvent.pointerLeave(card());
  await seconds(UP_NEXT_SECONDS - 2);
  expect(screen.getByText('the next lecture')).toBeTruthy();
});

it('holds the countdown while focus is in the card, moving from its link to Cancel, until it leaves', async () => {
  renderUpNext();
  const link = screen.getByRole('link', { name: next.name });
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  act(() => link.focus());
  await seconds(UP_NEXT_SECONDS * 2);
  act(() => cancel.focus());
  await seconds(UP_NEXT_SECONDS * 2);
  expect(card().textContent).toContain(PORTAL_TEXTS.upNextIn(UP_NEXT_SECONDS));
  act(() => cancel.blur());
  await seconds(UP_NEXT_SECONDS);
  expect(screen.getByText('the next lecture')).toBeTruthy();
});
