import { describe, expect, it } from 'vitest';
import { knownCards, replayStates, streetStops } from '../../../portal/hand-histories/replay-state';
import { demoHandHistory } from '../../../server/db/demo/hand-histories.js';
import { parseHandHistory } from '../../../server/modules/hand-histories/parser/parse-hand-history.js';

/** The replayer's table at each step: stacks, bets, pot, board and the cards known so far. */
const hand = parseHandHistory(demoHandHistory('pokerstars-nlhe-cash'));
const states = replayStates(hand);
const seat = (index: number, name: string) => states[index].seats.find((one) => one.name === name)!;

describe('hand replay state', () => {
  it('moves chips as the history says: blinds and raises in front, swept to the pot on each street', () => {
    expect(states).toHaveLength(hand.actions.length + 1);
    expect(states[0].seats.every((one) => one.bet === 0 && one.cards === null)).toBe(true);
    const [flop, turn, river] = streetStops(states).slice(1);
    expect(states[flop - 1].seats.map((one) => one.bet)).toEqual([8.5, 8.5, 0, 0.5, 1, 0]);
    expect(states[flop]).toMatchObject({
      pot: 18.5,
      board: ['Kc', '7h', '2d'],
      street: 'flop',
      caption: 'Flop: Kc 7h 2d',
    });
    expect(states[turn].pot).toBe(36.5);
    expect(states[river]).toMatchObject({ pot: 144.5, street: 'river' });
    expect(seat(river, 'CoachHero').stack).toBe(28.5);
    const end = states.length - 1;
    expect(seat(end, 'VillainOne')).toMatchObject({ stack: 198.5 + 4.35, won: 198.5, cards: ['7c', '7d'] });
    expect(seat(end, 'CoachHero').stack).toBe(0);
  });

  it('reads the pot as a player does: the bets of the round in progress counted, then what the winner collected', () => {
    const [, flop, turn] = streetStops(states);
    // Blinds, 3-bet and call sit in front of the players, and are in the pot already.
    expect(states[flop - 1].pot).toBe(18.5);
    const turnRaise = states.findIndex((state) => state.caption === 'VillainOne raises to $54');
    expect(turnRaise).toBeGreaterThan(turn);
    expect(states[turnRaise].pot).toBe(36.5 + 24 + 54);
    // The uncalled part goes back: the showdown's pot is the summary's total.
    const returned = states.findIndex((state) => state.caption.endsWith('uncalled, back to VillainOne'));
    expect(states[returned - 1].pot).toBe(205.85);
    expect(states[returned].pot).toBe(201.5);
    // Once collected, the pot is what the winner took, not the rake left behind.
    expect(states.at(-1)!.caption).toBe('VillainOne wins $198.50');
    expect(states.at(-1)!.pot).toBe(198.5);
  });

  it('counts the blinds and the raises before the flop of a GGPoker hand', () => {
    const gg = replayStates(parseHandHistory(demoHandHistory('ggpoker-nlhe-cash')));
    const beforeFlop = gg[streetStops(gg)[1] - 1];
    expect(beforeFlop.seats.reduce((sum, one) => sum + one.bet, 0)).toBeCloseTo(0.1 + 2.65 + 2.65 + 0.6);
    expect(beforeFlop.pot).toBe(6);
    expect(gg.at(-1)!.pot).toBe(49.78);
  });

  it('knows the hero’s cards from the deal, the villain’s only at the showdown, and the board street by street', () => {
    const deal = hand.actions.findIndex((action) => action.kind === 'deal') + 1;
    expect(knownCards(states[deal - 1]).players).toEqual([]);
    const river = streetStops(states)[3];
    expect(knownCards(states[river])).toEqual({
      board: ['Kc', '7h', '2d', '5c', 'Qd'],
      players: [{ name: 'CoachHero', cards: ['Ah', 'Kd'] }],
    });
    expect(knownCards(states[states.length - 1]).players).toEqual([
      { name: 'VillainOne', cards: ['7c', '7d'] },
      { name: 'CoachHero', cards: ['Ah', 'Kd'] },
    ]);
  });

  it('puts tournament antes straight into the pot and writes chips without a currency', () => {
    const tournament = replayStates(parseHandHistory(demoHandHistory('pokerstars-nlhe-tournament')));
    const antes = tournament[6];
    expect(antes.pot).toBe(150);
    expect(antes.seats.every((one) => one.bet === 0)).toBe(true);
    expect(tournament.find((state) => state.caption.startsWith('BustoBill raises'))!.caption).toBe(
      'BustoBill raises to 4,075 and is all-in',
    );
  });
});
