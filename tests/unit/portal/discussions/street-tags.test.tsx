import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostText } from '../../../../portal/discussions/post-text';
import { streetTags } from '../../../../portal/discussions/street-tags';

afterEach(cleanup);

describe('street tags in a reply under a posted hand', () => {
  it('splits out #preflop, #flop, #turn and #river, whatever their case, and nothing else', () => {
    expect(streetTags('Fine #Flop, but the #turnout and #turn?')).toEqual([
      { text: 'Fine ', street: null },
      { text: '#Flop', street: 'flop' },
      { text: ', but the #turnout and ', street: null },
      { text: '#turn', street: 'turn' },
      { text: '?', street: null },
    ]);
  });

  it('become buttons that show the street, only under a hand; the text reads the same', () => {
    const onStreet = vi.fn();
    const text = 'Check the #river https://example.com/x';
    const { container } = render(<PostText text={text} onStreet={onStreet} />);
    expect(container.textContent).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: 'Show the river in the hand' }));
    expect(onStreet).toHaveBeenCalledWith('river');
    cleanup();
    render(<PostText text={text} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
