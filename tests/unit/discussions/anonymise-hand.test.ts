import { describe, expect, it } from 'vitest';
import { demoHandHistory } from '../../../server/db/demo/hand-histories.js';
import { anonymiseHand, positionNames } from '../../../server/modules/discussions/anonymise-hand.js';
import { parseHandHistory } from '../../../server/modules/hand-histories/parser/parse-hand-history.js';

/** A member's posted hand names the others by position and the member as Hero. */
const seated = (seats: number[], buttonSeat: number, maxSeats = 9) => ({
  buttonSeat,
  maxSeats,
  players: seats.map((seat) => ({ seat, name: `p${seat}`, stack: 100, hero: false })),
});
const labels = (names: Map<string, string>) => [...names.entries()].sort().map(([, label]) => label);

describe('anonymising a posted hand', () => {
  it('names seats from the button: BTN, SB, BB, then UTG … CO, by how many sit', () => {
    expect(labels(positionNames(seated([1, 2], 1)))).toEqual(['BTN', 'BB']);
    expect(labels(positionNames(seated([1, 2, 3], 3)))).toEqual(['SB', 'BB', 'BTN']);
    expect(labels(positionNames(seated([1, 2, 3, 4, 5, 6], 4, 6)))).toEqual(['UTG', 'HJ', 'CO', 'BTN', 'SB', 'BB']);
    expect(labels(positionNames(seated([1, 2, 3, 4, 5, 6, 7, 8, 9], 9)))).toEqual([
      'SB',
      'BB',
      'UTG',
      'UTG+1',
      'UTG+2',
      'LJ',
      'HJ',
      'CO',
      'BTN',
    ]);
    // A button on an empty seat: the next seated player acts as the button.
    expect(labels(positionNames(seated([1, 3, 5], 2)))).toEqual(['BB', 'BTN', 'SB']);
  });

  it('renames every player and every action, the hero as Hero, and leaves no other name behind', () => {
    const hand = parseHandHistory(demoHandHistory('pokerstars-nlhe-cash'));
    const anonymous = anonymiseHand(hand);
    expect(anonymous.players.find((player) => player.hero)?.name).toBe('Hero');
    const text = JSON.stringify(anonymous);
    for (const player of hand.players) expect(text).not.toContain(`"${player.name}"`);
    expect(anonymous.actions).toHaveLength(hand.actions.length);
    expect(anonymous.actions).toContainEqual({ kind: 'show', player: 'HJ', cards: ['7c', '7d'] });
    expect(anonymous.actions.filter((action) => action.kind === 'street')).toEqual(
      hand.actions.filter((action) => action.kind === 'street'),
    );
  });
});
