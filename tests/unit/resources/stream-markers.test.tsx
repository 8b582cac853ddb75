import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietGet, quietly } from '../../../providers/api-calls';
import type { LiveMarker } from '../../../providers/types';
import { StreamMarkers } from '../../../resources/live/stream-markers';
import { withQueries } from '../helpers/queries';
import { replaceInModule } from '../helpers/replace-in-module';

replaceInModule(await import('../../../providers/api-calls'), { quietGet: vi.fn(), quietly: { post: vi.fn() } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const marker = (id: number, offsetSeconds: number, title: string): LiveMarker => ({
  id,
  title,
  offsetSeconds,
  createdAt: '2026-11-29T09:00:00.000Z',
});

function renderMarkers(markers: LiveMarker[], live: boolean) {
  vi.mocked(quietGet).mockResolvedValue(markers);
  render(<App>{withQueries(<StreamMarkers id={7} live={live} />)}</App>);
}

describe("the coach's chapter markers on the Stream card", () => {
  it('lists each at its time into the class, and adds one at this moment while live', async () => {
    renderMarkers([marker(1, 125, 'Preflop ranges')], true);
    expect((await screen.findByRole('listitem')).textContent).toBe('02:05 Preflop ranges');
    expect(quietGet).toHaveBeenCalledWith('live-classes/7/markers');

    const add = screen.getByRole('button', { name: 'Add marker' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const field = screen.getByRole('textbox', { name: 'Marker title' });
    fireEvent.change(field, { target: { value: 'River spots' } });
    vi.mocked(quietly.post).mockResolvedValue({ ...marker(2, 300, 'River spots'), message: 'Marker added' });
    vi.mocked(quietGet).mockResolvedValue([marker(1, 125, 'Preflop ranges'), marker(2, 300, 'River spots')]);
    fireEvent.click(add);

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(quietly.post).toHaveBeenCalledWith('live-classes/7/markers', { title: 'River spots' });
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('offers no field when the class is not live, and says what markers are for while there are none', async () => {
    renderMarkers([], false);
    expect(await screen.findByText(/No markers yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add marker' })).toBeNull();
  });
});
