import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../providers/session';
import { Sidebar } from '../../../src/layout/sidebar';
import { storeSignIn } from '../helpers/sign-in';

/** The sidebar's items name themselves in a tooltip only on the icons-only rail, where no label shows. */
function renderSidebar(collapsed: boolean, collapsedWidth: number) {
  storeSignIn({ subscribed: true });
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Sidebar collapsed={collapsed} collapsedWidth={collapsedWidth} overlay={false} onBreakpoint={() => {}} />
    </MemoryRouter>,
  );
}

/** Hovers the item for Saved Videos past antd's tooltip delay. */
async function hoverSavedVideos() {
  vi.useFakeTimers();
  try {
    fireEvent.mouseEnter(screen.getByRole('menuitem', { name: /Saved Videos/ }));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
  } finally {
    vi.useRealTimers();
  }
}

describe('the sidebar', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('names a hovered item in a tooltip on the icons-only rail', async () => {
    renderSidebar(true, 80);
    await hoverSavedVideos();
    expect(screen.getByRole('tooltip').textContent).toBe('Saved Videos');
  });

  it('has no tooltips where the labels show, nor on a phone, where the rail is hidden', async () => {
    for (const [collapsed, width] of [
      [false, 80],
      [true, 0],
    ] as const) {
      renderSidebar(collapsed, width);
      await hoverSavedVideos();
      expect(screen.queryByRole('tooltip')).toBeNull();
      cleanup();
    }
  });
});
