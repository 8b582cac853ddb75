// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ParsedHand } from '../../../../common/hand-histories';
import { equityHref, readEquityQuery } from '../../../../portal/equity/equity-query';
import { equitySpot } from '../../../../portal/hand-histories/equity-spot';
import { replayStates, streetStops } from '../../../../portal/hand-histories/replay-state';
import { demoHandHistory } from '../../../../server/db/demo/hand-histories.js';
import { parseHandHistory } from '../../../../server/modules/hand-histories/parser/parse-hand-history.js';

/** "Open in Equity" from a replayer step: which cards go to the players, the board and the dead cards. */
const gg = parseHandHistory(demoHandHistory('ggpoker-nlhe-cash'));
const states = replayStates(gg);
const [, flop, turn] = streetStops(states);
const queryOf = (href: string) => new URLSearchParams(href.split('?')[1]);

describe('the equity link of a replayer step', () => {
  it('at the flop all-in: the hero first, the villain with the cards shown later, the flop, no dead cards', () => {
    const allIn = turn - 1;
    expect(equitySpot(gg, states[allIn])).toEqual({
      game: 'nlhe',
      players: ['TdTh', 'AcQc'],
      board: 'Tc 6s 3c',
      dead: '',
    });
    expect(equityHref(equitySpot(gg, states[allIn])!)).toBe('/equity?game=nlhe&hand=TdTh&hand=AcQc&board=Tc+6s+3c');
  });

  it('preflop: the hero against every player still in as any hand, in seat order', () => {
    expect(equitySpot(gg, states[flop - 1])).toMatchObject({ players: ['TdTh', 'AcQc'], board: '' });
    expect(equitySpot(gg, states[0])).toMatchObject({ players: ['TdTh', 'AcQc', '', '', '', ''], board: '' });
  });

  it('names folded players whose cards are known as dead cards, and has no spot once the hand is decided', () => {
    // The button folded preflop and showed his nines at the end.
    const hand: ParsedHand = {
      ...gg,
      actions: [...gg.actions, { kind: 'show', player: '5f3a9c21', cards: ['9s', '9d'] }],
    };
    expect(equitySpot(hand, replayStates(hand)[turn - 1])?.dead).toBe('9s9d');
    const decided = parseHandHistory(demoHandHistory('ggpoker-nlhe-tournament'));
    const decidedStates = replayStates(decided);
    expect(equitySpot(decided, decidedStates.at(-1)!)).toBeNull();
  });

  it('is read back by the equity page, PLO included; an address without hands is no spot', () => {
    const plo = parseHandHistory(demoHandHistory('pokerstars-plo-cash'));
    const ploStates = replayStates(plo);
    const spot = equitySpot(plo, ploStates[streetStops(ploStates)[1]])!;
    expect(spot.game).toBe('plo');
    expect(readEquityQuery(queryOf(equityHref(spot)))).toEqual(spot);
    expect(readEquityQuery(new URLSearchParams('hand=AhKh'))).toEqual({
      game: 'nlhe',
      players: ['AhKh', ''],
      board: '',
      dead: '',
    });
    expect(readEquityQuery(new URLSearchParams('game=nlhe&board=Ks'))).toBeNull();
  });
});
