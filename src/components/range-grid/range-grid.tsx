import './range-grid.css';
import { theme } from 'antd';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { type Cells, combosOf, describeMix, HAND_GRID, RANKS } from '../../../common/range-chart';
import { mixBackground, useActionColours } from './range-colours';

export interface RangeGridProps {
  cells: Cells;
  /** The grid's accessible name, e.g. the chart's title. */
  label: string;
  /** The hand under the pointer or keyboard focus, or null when it leaves the grid. */
  onHover(hand: string | null): void;
  /** Staff editor: a press, drag or Enter on a cell paints it with the current brush. */
  onPaint?(hand: string): void;
  activeHand?: string | null;
  /** A cell's fill and accessible name other than its action mix (a painted range, an equity heat map). */
  look?(hand: string): { background: string; name: string };
}

const SIZE = RANKS.length;
const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** `AKs, 4 combos: raise 50 %, call 50 %`: the cell's accessible name. */
export const cellName = (hand: string, cells: Cells) =>
  `${hand}, ${combosOf(hand)} combos: ${describeMix(cells[hand] ?? {})}`;

/** The 13×13 preflop grid: one tab stop, arrow keys move between hands, each hand named with its mix. */
export function RangeGrid({ cells, label, onHover, onPaint, activeHand, look }: RangeGridProps) {
  const colours = useActionColours();
  const { token } = theme.useToken();
  const grid = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const painting = useRef(false);

  const handFrom = (event: PointerEvent) =>
    (document.elementFromPoint(event.clientX, event.clientY) as HTMLElement | null)?.closest<HTMLElement>('[data-hand]')
      ?.dataset.hand;

  const onPointerDown = (event: PointerEvent) => {
    const hand = (event.target as HTMLElement).closest<HTMLElement>('[data-hand]')?.dataset.hand;
    if (!onPaint || !hand || event.button !== 0) return;
    painting.current = true;
    onPaint(hand);
    const stop = () => {
      painting.current = false;
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
  };
  const onPointerMove = (event: PointerEvent) => {
    const hand = handFrom(event);
    if (hand) onHover(hand);
    if (hand && painting.current) onPaint?.(hand);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const row = Math.min(SIZE - 1, Math.max(0, focus[0] + move[0]));
    const col = Math.min(SIZE - 1, Math.max(0, focus[1] + move[1]));
    setFocus([row, col]);
    grid.current?.querySelector<HTMLElement>(`[data-hand="${HAND_GRID[row][col]}"]`)?.focus();
  };

  return (
    <div
      ref={grid}
      role="group"
      aria-label={label}
      className={onPaint ? 'range-grid range-grid--paint' : 'range-grid'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerLeave={() => onHover(null)}
      onKeyDown={onKeyDown}
      style={{ color: token.colorText }}
    >
      {HAND_GRID.map((row, r) =>
        row.map((hand, c) => (
          <button
            key={hand}
            type="button"
            data-hand={hand}
            data-active={activeHand === hand}
            className="range-grid__cell"
            tabIndex={focus[0] === r && focus[1] === c ? 0 : -1}
            aria-label={look ? look(hand).name : cellName(hand, cells)}
            style={{
              background: look ? look(hand).background : mixBackground(cells[hand] ?? {}, colours),
              color: 'inherit',
            }}
            onFocus={() => {
              setFocus([r, c]);
              onHover(hand);
            }}
            // Pointer presses paint on pointerdown; this is Enter and Space.
            onClick={(event) => event.detail === 0 && onPaint?.(hand)}
          >
            {hand}
          </button>
        )),
      )}
    </div>
  );
}
