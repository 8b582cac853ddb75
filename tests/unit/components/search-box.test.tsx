import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../src/components/search-box';
import { SEARCH_DEBOUNCE_MS } from '../../../src/constants';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

describe('the staff search box (search as you type)', () => {
  it('asks the server once, a moment after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search users" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    type(box, 'j');
    type(box, 'jo');
    type(box, 'joe');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('joe');
  });

  it('asks at once on Enter, without a second call when the wait ends', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search users" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    type(box, 'ann');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]?.[0]).toBe('ann');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows every row again at once when the box is emptied', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search users" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    type(box, 'ann');
    type(box, '');
    expect(onSearch).toHaveBeenLastCalledWith('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('filters member lists on every keystroke, with no wait', () => {
    const onChange = vi.fn();
    render(<SearchBox label="Search modules" value="" onChange={onChange} />);
    type(screen.getByRole('textbox', { name: 'Search modules' }), 'pl');
    expect(onChange).toHaveBeenLastCalledWith('pl');
  });
});
