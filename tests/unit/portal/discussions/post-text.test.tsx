import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PostText, textPieces } from '../../../../portal/discussions/post-text';

afterEach(cleanup);

describe("a discussion post's text", () => {
  it('splits out web addresses, leaving trailing punctuation and other schemes as text', () => {
    expect(textPieces('See https://example.com/a?b=1. Or javascript:alert(1) and (http://x.io/y)')).toEqual([
      { text: 'See ', link: false },
      { text: 'https://example.com/a?b=1', link: true },
      { text: '. Or javascript:alert(1) and (', link: false },
      { text: 'http://x.io/y', link: true },
      { text: ')', link: false },
    ]);
  });

  it('shows markup a member typed as text, keeps line breaks and links addresses safely', () => {
    const typed = '<img src=x onerror=alert(1)><b>bold</b>\nline two https://example.com/hand';
    const { container } = render(<PostText text={typed} />);
    expect(container.querySelector('img, b, script')).toBeNull();
    const paragraph = container.querySelector('.ant-typography')!;
    expect(paragraph.textContent).toBe(typed);
    expect(getComputedStyle(paragraph).whiteSpace).toBe('pre-line');
    const link = screen.getByRole('link', { name: 'https://example.com/hand' });
    expect(link.getAttribute('href')).toBe('https://example.com/hand');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
