import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPager } from '../../../src/components/list-pager';
import { showingText } from '../../../src/components/paging';

afterEach(cleanup);

describe('the pagination bar', () => {
  it('reads the rows on this page, not the page size', () => {
    expect(showingText(3, 11)).toBe('Showing 3 out of 11 Entries');
    expect(showingText(0, 0)).toBe('Showing 0 out of 0 Entries');
  });

  it('pages with Prev and Next and stops at both ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(<ListPager rows={8} total={11} currentPage={1} pageCount={2} onPage={onPage} />);
    expect(screen.getByText('Showing 8 out of 11 Entries')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<ListPager rows={3} total={11} currentPage={2} pageCount={2} onPage={onPage} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });
});
