import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uniformCells } from '../../../common/range-chart';
import { RangeGrid, RangeSummary } from '../../../src/components/range-grid';

afterEach(cleanup);

const chart = () => {
  const cells = uniformCells();
  cells.AKs = { raise: 50, call: 50 };
  return cells;
};

describe('the range grid', () => {
  it('names all 169 hands with their combos and mix, with one tab stop', () => {
    render(<RangeGrid cells={chart()} label="BTN open: hands" onHover={() => {}} />);
    const cells = screen.getAllByRole('button');
    expect(cells).toHaveLength(169);
    expect(screen.getByRole('group', { name: 'BTN open: hands' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AKs, 4 combos: raise 50 %, call 50 %' }).textContent).toBe('AKs');
    expect(cells.filter((cell) => cell.tabIndex === 0).map((cell) => cell.textContent)).toEqual(['AA']);
  });

  it('moves between hands with the arrow keys, naming each, and paints with Enter', () => {
    const onHover = vi.fn();
    const onPaint = vi.fn();
    render(<RangeGrid cells={chart()} label="Editor" onHover={onHover} onPaint={onPaint} />);
    const aa = screen.getByRole('button', { name: /^AA,/ });
    aa.focus();
    fireEvent.keyDown(aa, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('KK');
    expect(onHover).toHaveBeenLastCalledWith('KK');
    // A keyboard press is a click with no pointer detail.
    fireEvent.click(document.activeElement!, { detail: 0 });
    expect(onPaint).toHaveBeenCalledWith('KK');
  });

  it("shows each action's share of the 1 326 combos and the hand under the pointer", () => {
    render(<RangeSummary cells={chart()} hand="AKs" />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Raise 0.2 % (2 combos)', 'Call 0.2 % (2 combos)', 'Fold 99.7 % (1322 combos)']);
    expect(screen.getByTestId('range-hand').textContent).toBe('AKs · 4 combos · raise 50 %, call 50 %');
  });
});
