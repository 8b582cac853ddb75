import { describe, expect, it } from 'vitest';
import { replayStates } from '../../portal/hand-histories/replay-state.js';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { parseHandHistory } from '../../server/modules/hand-histories/parser/parse-hand-history.js';
import { fixtureHand } from './hand-corpus/fixture-hand.js';
import { refusal } from './helpers/hand-refusal.js';

/** Real-world shapes the parser once refused or misread, each from a real hand (tests/fixtures/hands). */

const stars = demoHandHistory('pokerstars-nlhe-cash');

describe('hand history parser on real-world hands', () => {
  it('reads PokerStars "Game #" hands, and refuses one written in French by name', () => {
    const old = parseHandHistory(fixtureHand('hhsmithy/CashGame/ExtraHands/DateIssue1.txt', '61777648755'));
    expect(old).toMatchObject({ site: 'PokerStars', handNumber: '61777648755', totalPot: 2.5, rake: 0 });
    // The 2011 history leaves out the uncalled raise; its total pot gives it back.
    expect(old.actions).toContainEqual({ kind: 'returned', player: 'Mohamedali13', amount: 2.5 });
    const french = stars.replace('PokerStars Hand #', 'Main PokerStars #');
    expect(refusal(french)).toBe(
      'line 1: PokerStars hands written in a language other than English, Portuguese or Spanish cannot be read',
    );
  });

  it('reads PokerStars hands written in Portuguese', () => {
    const portuguese = parseHandHistory(fixtureHand('gaphunter/torneio_portugues.txt', '257045883935'));
    expect(portuguese).toMatchObject({ tournament: true, smallBlind: 50, bigBlind: 100, totalPot: 7672, rake: 0 });
    expect(portuguese.players.find((player) => player.hero)?.name).toBe('phpro');
    expect(portuguese.actions).toContainEqual({ kind: 'raise', player: 'Cyan Diogenes', to: 900, allIn: false });
    expect(portuguese.actions).toContainEqual({ kind: 'bet', player: 'Maks19111979', amount: 1422, allIn: true });
    expect(portuguese.boards?.[0].winners).toEqual([
      { player: 'jojosetubal', amount: 3836 },
      { player: 'Maks19111979', amount: 3836 },
    ]);
  });

  it("reads GGPoker's cash drop, EV cashout lines and a one-card show", () => {
    const drop = parseHandHistory(fixtureHand('layorx/cash-drop.txt', 'RC3793508506'));
    expect(drop).toMatchObject({ cashDrop: 0.5, totalPot: 0.75, rake: 0.03 });
    expect(replayStates(drop)[0].pot).toBe(0.5);
    const cashout = parseHandHistory(fixtureHand('layorx/ev-cashout.txt', 'RC3793224323'));
    expect(cashout.actions.filter((action) => action.kind === 'collect')).not.toHaveLength(0);
    expect(refusal(fixtureHand('layorx/rush-and-cash.txt', 'RC3793653142'))).toBe('parsed');
    const oneCard = parseHandHistory(fixtureHand('layorx/shows-one-card.txt', 'RC3795924857'));
    expect(oneCard.actions).toContainEqual({ kind: 'show', player: '7536a717', cards: ['As'] });
    // One card is not a hand: the equity leaves that player out.
    const end = replayStates(oneCard).at(-1)!;
    expect(end.seats.find((seat) => seat.name === '7536a717')).toMatchObject({ cards: ['As'], partial: true });
  });

  it('reads a hand run twice on GGPoker and on PokerStars as two boards with their pots', () => {
    const gg = parseHandHistory(fixtureHand('layorx/run-it-twice.txt', 'RC3793132572'));
    expect(gg.boards).toEqual([
      { cards: ['8h', '7s', 'Tc', '3s', '9h'], pot: 4.25, winners: [{ player: 'Hero', amount: 4.25 }] },
      { cards: ['Ts', 'Kh', '7c', 'Qh', 'Th'], pot: 4.25, winners: [{ player: 'e26adbf4', amount: 4.25 }] },
    ]);
    // The first board stays the streets' board; the second's streets and collections say so.
    expect(gg.actions.filter((action) => action.kind === 'street' && !action.run)).toHaveLength(3);
    expect(gg.actions).toContainEqual({ kind: 'collect', player: 'e26adbf4', amount: 4.25, run: 2 });
    const end = replayStates(gg).at(-1)!;
    expect(end).toMatchObject({ board: ['8h', '7s', 'Tc', '3s', '9h'], secondBoard: ['Ts', 'Kh', '7c', 'Qh', 'Th'] });

    const ps = parseHandHistory(fixtureHand('hhsmithy/CashGame/RunItTwiceTests/RunItTwice2.txt', '133974380110'));
    expect(ps.boards?.map((board) => [board.cards.join(' '), board.pot])).toEqual([
      ['Qd Qs 4h Ts 7s', 80.6],
      ['6s 8h 6h Td 6c', 80.6],
    ]);
    expect(ps).toMatchObject({ totalPot: 164, rake: 2.8 });
  });

  it('reads sitting-out players without a seat, re-buys before the seats, capped bets and all-in posts', () => {
    const sitsOut = parseHandHistory(
      fixtureHand('hhsmithy/CashGame/MultipleHandsTests/10MultipleHands.txt', '109674148786'),
    );
    expect(sitsOut.players.map((player) => player.name)).not.toContain('YurNas');
    const rebuys = parseHandHistory(fixtureHand('jspoker/testHands.txt', '129546885146'));
    expect(rebuys.players).toHaveLength(9);
    const capped = parseHandHistory(fixtureHand('hhsmithy/CashGame/RunItTwiceTests/RunItTwice2.txt', '133974380110'));
    expect(capped.actions).toContainEqual({ kind: 'raise', player: 'Gamz11', to: 80, allIn: false });
    const tournament = demoHandHistory('pokerstars-nlhe-tournament').replace(
      'BustoBill: posts the ante 25',
      'BustoBill: posts the ante 25 and is all-in',
    );
    expect(refusal(tournament)).toBe('parsed');
  });

  it('reads the summary: its pot and rake, cards shown only there, and mucked cards', () => {
    const hand = parseHandHistory(fixtureHand('layorx/cash-drop.txt', 'RC3793508506'));
    // Shown only in the summary: placed at the showdown, before the pot is collected.
    const show = hand.actions.findIndex((action) => action.kind === 'show');
    expect(hand.actions[show]).toEqual({ kind: 'show', player: 'c1ee161e', cards: ['8h', '2d'] });
    expect(hand.actions[show + 1]).toMatchObject({ kind: 'collect', player: 'c1ee161e' });

    const mucked = stars
      .replace('CoachHero: shows [Ah Kd] (a pair of Kings)', 'BenBB: mucks hand')
      .replace('BenBB: folds', 'BenBB: calls $7.50')
      .replace('Seat 5: BenBB (big blind) folded before Flop', 'Seat 5: BenBB (big blind) mucked [Qs Jh]');
    expect(parseHandHistory(mucked).actions).toContainEqual({ kind: 'muck', player: 'BenBB', cards: ['Qs', 'Jh'] });
    expect(parseHandHistory(stars)).toMatchObject({ totalPot: 201.5, rake: 3 });
  });

  it('books the dead small blind of "posts small & big blinds" into the pot, only the big blind live', () => {
    const late = stars.replace(
      'BenBB: posts big blind $1',
      'BenBB: posts big blind $1\nUmaUTG: posts small & big blinds $1.50',
    );
    const hand = parseHandHistory(late);
    expect(hand.actions).toContainEqual({ kind: 'post', player: 'UmaUTG', amount: 1.5, blind: 'blind', dead: 0.5 });
    const states = replayStates(hand);
    const posted = states[hand.actions.findIndex((action) => action.kind === 'post' && action.dead) + 1];
    const uma = posted.seats.find((seat) => seat.name === 'UmaUTG')!;
    expect(uma).toMatchObject({ stack: 40.5, bet: 1 });
    expect(posted.pot).toBe(3);
  });

  it('refuses 5-card Omaha and short deck by name', () => {
    const first = (description: string) => stars.replace("Hold'em No Limit ($0.50/$1.00 USD)", description);
    expect(refusal(first('PLO-5 Pot Limit ($0.50/$1.00 USD)'))).toBe(
      'line 1: 5- and 6-card Omaha hands cannot be replayed',
    );
    expect(refusal(first("6+ Hold'em No Limit ($0.50/$1.00 USD)"))).toBe(
      "line 1: short-deck (6+) Hold'em hands cannot be replayed",
    );
    expect(refusal(first('Omaha Hi/Lo Pot Limit ($0.50/$1.00 USD)'))).toBe(
      'line 1: Omaha Hi/Lo hands cannot be replayed',
    );
  });
});
