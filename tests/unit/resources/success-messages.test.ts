import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnnounceSaved } from '../../../resources/shared/server-message';

const modal = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('antd', async (importOriginal) => ({
  ...(await importOriginal<typeof import('antd')>()),
  App: { useApp: () => ({ modal }) },
}));

const destroy = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  modal.success.mockReturnValue({ destroy });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('staff success messages', () => {
  it.each([
    ['create', 'Category Added Successfully', 3000],
    ['edit', 'Category Update Successfully', 1000],
  ] as const)(
    "show the server's text after a %s (%s) in the success dialog, closing it after %i ms",
    (action, message, ms) => {
      const announce = renderHook(() => useAnnounceSaved()).result.current;
      announce(action, { data: { message } });
      expect(modal.success).toHaveBeenCalledWith({ title: message, okText: 'OK' });
      vi.advanceTimersByTime(ms - 1);
      expect(destroy).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(destroy).toHaveBeenCalledTimes(1);
    },
  );

  it('show nothing when the server sent no message', () => {
    renderHook(() => useAnnounceSaved()).result.current('edit', { data: {} });
    expect(modal.success).not.toHaveBeenCalled();
  });
});
