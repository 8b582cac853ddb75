import { describe, expect, it } from 'vitest';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { parseHandHistory } from '../../server/modules/hand-histories/parser/parse-hand-history.js';
import { refusal } from './helpers/hand-refusal.js';

/** The parser reads PokerStars and GGPoker histories, cash and tournament, NLHE and PLO, all or nothing. */

describe('hand history parser', () => {
  it('reads a PokerStars NLHE cash hand: seats, button, blinds, every action, board and showdown', () => {
    const hand = parseHandHistory(demoHandHistory('pokerstars-nlhe-cash'));
    expect(hand).toMatchObject({
      site: 'PokerStars',
      handNumber: '243917543121',
      game: 'NLHE',
      tournament: false,
      currency: '$',
      smallBlind: 0.5,
      bigBlind: 1,
      table: 'Aludra IV',
      maxSeats: 6,
      buttonSeat: 3,
    });
    expect(hand.players).toHaveLength(6);
    expect(hand.players.find((player) => player.hero)).toEqual({ seat: 2, name: 'CoachHero', stack: 100, hero: true });
    expect(hand.players[0]).toEqual({ seat: 1, name: 'VillainOne', stack: 104.35, hero: false });
    expect(hand.actions[0]).toEqual({ kind: 'post', player: 'SallySB', amount: 0.5, blind: 'small blind' });
    expect(hand.actions).toContainEqual({ kind: 'deal', player: 'CoachHero', cards: ['Ah', 'Kd'] });
    expect(hand.actions).toContainEqual({ kind: 'raise', player: 'VillainOne', to: 54, allIn: false });
    expect(hand.actions).toContainEqual({ kind: 'bet', player: 'VillainOne', amount: 32.85, allIn: true });
    expect(hand.actions).toContainEqual({ kind: 'returned', player: 'VillainOne', amount: 4.35 });
    expect(hand.actions).toContainEqual({ kind: 'show', player: 'VillainOne', cards: ['7c', '7d'] });
    expect(hand.actions.at(-1)).toEqual({ kind: 'collect', player: 'VillainOne', amount: 198.5 });
    const board = hand.actions.flatMap((action) => (action.kind === 'street' ? action.cards : []));
    expect(board).toEqual(['Kc', '7h', '2d', '5c', 'Qd']);
  });

  it('reads PLO with four hole cards, tournaments in chips with antes, and GGPoker cash and tournament hands', () => {
    const plo = parseHandHistory(demoHandHistory('pokerstars-plo-cash'));
    expect(plo.game).toBe('PLO');
    expect(plo.actions).toContainEqual({ kind: 'show', player: 'PotLimitPete', cards: ['9h', '9c', '5d', '4d'] });

    const tournament = parseHandHistory(demoHandHistory('pokerstars-nlhe-tournament'));
    expect(tournament).toMatchObject({ tournament: true, currency: '', smallBlind: 100, bigBlind: 200, maxSeats: 9 });
    expect(tournament.actions.filter((action) => action.kind === 'post' && action.blind === 'ante')).toHaveLength(6);

    const gg = parseHandHistory(demoHandHistory('ggpoker-nlhe-cash'));
    expect(gg).toMatchObject({
      site: 'GGPoker',
      handNumber: 'RC1487652305',
      game: 'NLHE',
      smallBlind: 0.1,
      bigBlind: 0.25,
    });
    // GGPoker lists every player's "Dealt to"; only the hero's carries cards.
    expect(gg.actions.filter((action) => action.kind === 'deal')).toEqual([
      { kind: 'deal', player: 'Hero', cards: ['Td', 'Th'] },
    ]);
    expect(parseHandHistory(demoHandHistory('ggpoker-plo-cash')).game).toBe('PLO');
    expect(parseHandHistory(demoHandHistory('ggpoker-nlhe-tournament'))).toMatchObject({
      site: 'GGPoker',
      tournament: true,
      smallBlind: 150,
      bigBlind: 300,
    });
  });

  it('accepts Windows line ends, a byte-order mark and blank lines around the hand', () => {
    const text = `\uFEFF\r\n${demoHandHistory('pokerstars-nlhe-cash').replaceAll('\n', '\r\n')}\r\n\r\n`;
    expect(parseHandHistory(text).actions).toEqual(parseHandHistory(demoHandHistory('pokerstars-nlhe-cash')).actions);
  });

  it('reads names that hold brackets, parentheses and the words of the lines around them', () => {
    const odd = {
      CoachHero: 'Coach [Hero] (1 in chips)',
      VillainOne: 'Villain collected 1 from pot',
      BenBB: 'Ben said, "hi"',
    };
    let text = demoHandHistory('pokerstars-nlhe-cash');
    let expected = JSON.stringify(parseHandHistory(text));
    for (const [name, oddName] of Object.entries(odd)) {
      text = text.replaceAll(name, oddName);
      expected = expected.replaceAll(name, JSON.stringify(oddName).slice(1, -1));
    }
    expect(JSON.stringify(parseHandHistory(text))).toBe(expected);
  });

  it('refuses a bad history naming the line and the reason', () => {
    const good = demoHandHistory('pokerstars-nlhe-cash');
    const lines = good.split('\n');
    const withLine = (index: number, line: string) => lines.map((one, i) => (i === index ? line : one)).join('\n');
    expect(refusal('')).toBe('line 1: the history is empty');
    expect(refusal('Full Tilt Poker Game #1: Table X')).toContain('line 1: a hand history starts with');
    expect(refusal(good.replace("Hold'em No Limit", 'Razz Limit'))).toBe(
      "line 1: only No Limit Hold'em and Pot Limit Omaha hands can be replayed",
    );
    expect(refusal(withLine(1, 'Table Aludra'))).toContain('line 2: expected the table line');
    expect(refusal(withLine(13, 'UmaUTG: dances'))).toBe('line 14: "dances" is not an action this replayer knows');
    expect(refusal(withLine(13, 'Stranger: folds'))).toBe('line 14: "Stranger: folds" is not a line of a hand history');
    expect(refusal(withLine(12, 'Dealt to CoachHero [Ah Kd Qs]'))).toBe(
      'line 13: a player holds 2 cards in this game, not 3',
    );
    expect(refusal(withLine(12, 'Dealt to CoachHero [Ah Kx]'))).toContain('line 13: "Kx" is not a card');
    expect(refusal(withLine(19, '*** FLOP *** [Kc 7h Ah]'))).toBe('line 20: Ah is dealt twice');
    expect(refusal(withLine(19, '*** TURN *** [Kc 7h 2d] [5c]'))).toBe('line 20: the flop comes next, not the turn');
    expect(refusal(withLine(14, 'Uncalled bet ($2) returned to Nobody'))).toBe(
      'line 15: "Nobody" has no seat at this table',
    );
    expect(refusal(lines.slice(0, 30).join('\n'))).toBe('line 30: the history ends before its *** SUMMARY ***');
    expect(refusal(`${good}\n\n${demoHandHistory('ggpoker-nlhe-cash')}`)).toBe(
      `line ${lines.length + 2}: a second hand starts here; attach one hand at a time`,
    );
    expect(refusal(withLine(2, 'Seat 9: VillainOne ($104.35 in chips)'))).toBe(
      'line 3: seat 9 is not at a 6-max table',
    );
  });
});
