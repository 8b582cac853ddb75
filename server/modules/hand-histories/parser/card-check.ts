import type { Street } from '../../../../common/hand-histories.js';
import { HandHistoryError } from './tokens.js';

type BoardStreet = Exclude<Street, 'preflop'>;
const NEW_CARDS: Record<BoardStreet, number> = { flop: 3, turn: 1, river: 1 };
const BOARD_STREETS: BoardStreet[] = ['flop', 'turn', 'river'];

/**
 * Follows the cards a hand reveals: each card once, streets in order, hole cards of the game's count (a
 * show may hold fewer). A second run deals its streets again from where the boards part.
 */
export class CardCheck {
  private seen = new Set<string>();
  private dealt = 0;
  /** Streets dealt before the first run's own: the second run shares them. */
  private shared = 0;
  private run: 1 | 2 | null = null;

  constructor(private readonly holeCards: number) {}

  street(street: BoardStreet, cards: string[], line: number, run: 1 | 2 | null) {
    if (run !== this.run) {
      // GGPoker names the streets both runs share FIRST too: the second run parts at its first street.
      const parts = BOARD_STREETS.indexOf(street);
      if (run === 2 && this.run === 1 && parts >= this.shared && parts < this.dealt) this.dealt = parts;
      else if (run === 1 && this.run === null) this.shared = this.dealt;
      else throw new HandHistoryError(line, 'the streets of a hand run twice come board by board');
      this.run = run;
    }
    const expected = BOARD_STREETS[this.dealt];
    if (street !== expected)
      throw new HandHistoryError(
        line,
        expected ? `the ${expected} comes next, not the ${street}` : 'the river was dealt already',
      );
    if (cards.length !== NEW_CARDS[street])
      throw new HandHistoryError(line, `the ${street} deals ${NEW_CARDS[street]} card(s), not ${cards.length}`);
    this.dealt += 1;
    this.unique(cards, line);
  }

  hole(cards: string[], line: number, shown: boolean, already?: string[]) {
    if (cards.length !== this.holeCards && !(shown && cards.length > 0 && cards.length < this.holeCards))
      throw new HandHistoryError(line, `a player holds ${this.holeCards} cards in this game, not ${cards.length}`);
    const known = new Set(already);
    this.unique(
      cards.filter((card) => !known.has(card)),
      line,
    );
  }

  private unique(cards: string[], line: number) {
    for (const card of cards) {
      if (this.seen.has(card)) throw new HandHistoryError(line, `${card} is dealt twice`);
      this.seen.add(card);
    }
  }
}
