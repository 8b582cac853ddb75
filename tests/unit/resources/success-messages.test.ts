import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSaved } from '../../../resources/shared/server-message';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), isActive: vi.fn(() => false) }));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => vi.clearAllMocks());

describe('staff success messages', () => {
  it.each([
    ['create', 'Category Added Successfully', 3000],
    ['edit', 'Category Update Successfully', 1000],
  ] as const)("show the server's text after a %s for the product's time", async (action, message, ms) => {
    announceSaved(action, { data: { message } });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith(message, expect.objectContaining({ autoClose: ms }));
  });

  it('show nothing when the server sent no message', async () => {
    announceSaved('edit', { data: {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
