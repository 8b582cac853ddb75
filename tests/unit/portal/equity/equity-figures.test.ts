// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type EquityInput, parseCards, readEquityInput } from '../../../../portal/equity/engine';
import { computeEquity } from '../../../../portal/equity/engine/run';
import { DealSampler } from '../../../../portal/equity/engine/sample';
import { referenceOmaha } from './reference';

const EXACT = 0.0001; // ±0.01 %
const cards = (text: string) => {
  const read = parseCards(text);
  if ('message' in read) throw new Error(read.message);
  return read.cards;
};
const input = (game: EquityInput['game'], players: string[], board = '', dead = ''): EquityInput => {
  const read = readEquityInput({ game, players, board, dead });
  if ('message' in read) throw new Error(read.message);
  return read.input;
};

describe("hold'em hand against hand, every one of the 1 712 304 preflop boards", () => {
  it('AhAs vs KdKc: 81.255 % equity, 81.065 % win, 0.382 % tie', () => {
    const result = computeEquity(input('nlhe', ['AhAs', 'KdKc']));
    expect(result).toMatchObject({ method: 'exact', samples: 1_712_304, total: 1_712_304, done: true });
    const [aces, kings] = result.players;
    expect(aces.equity).toBeCloseTo(0.81255, 4);
    expect(Math.abs(aces.equity - 0.81255)).toBeLessThan(EXACT);
    expect(Math.abs(aces.win - 0.81065)).toBeLessThan(EXACT);
    expect(Math.abs(aces.tie - 0.00382)).toBeLessThan(EXACT);
    expect(aces.equity + kings.equity).toBeCloseTo(1, 10);
    expect(aces.standardError).toBe(0);
  });

  it('AhKh vs QsQd: 46.214 % equity, 46.018 % win, 0.393 % tie', () => {
    const [hero] = computeEquity(input('nlhe', ['AhKh', 'QsQd'])).players;
    expect(Math.abs(hero.equity - 0.46214)).toBeLessThan(EXACT);
    expect(Math.abs(hero.win - 0.46018)).toBeLessThan(EXACT);
    expect(Math.abs(hero.tie - 0.00393)).toBeLessThan(EXACT);
  });
});

describe("hold'em after the flop", () => {
  it('a made flush against a set on the turn: the set fills up on 10 of the 44 rivers', () => {
    const result = computeEquity(input('nlhe', ['AhKh', '7s7d'], 'Qh 7h 2c 5h'));
    expect(result).toMatchObject({ method: 'exact', samples: 44 });
    expect(result.players[0]).toMatchObject({ equity: 34 / 44, win: 34 / 44, tie: 0 });
    expect(result.players[1].equity).toBeCloseTo(10 / 44, 12);
  });

  it('dead cards leave the deck: with the other queens and deuces dead, only four rivers fill the set', () => {
    const result = computeEquity(input('nlhe', ['AhKh', '7s7d'], 'Qh 7h 2c 5h', 'Qs Qd Qc 2s 2d 2h'));
    expect(result.samples).toBe(38);
    expect(result.players[1].equity).toBeCloseTo(4 / 38, 12);
  });

  it('three players split a board that plays: each gets a third', () => {
    const result = computeEquity(input('nlhe', ['2c3d', '2d3c', '2h3s'], 'AsKsQsJsTs'));
    for (const player of result.players) expect(player).toMatchObject({ equity: 1 / 3, win: 0, tie: 1 });
  });
});

describe('PLO: exactly two cards from the hand and three from the board, against a second library', () => {
  const spots: [string[], string][] = [
    [['AsAhKsQh', 'JdTd9c8c'], '2s 7h 3d'],
    [['AsKsQdJd', '9h9c8h7c'], '9s 8s 2d Kh'],
    // Four spades on the board give no flush to a hand holding one spade: it needs two.
    [['AsKhQd2c', 'KcKd7h6h'], '9s 8s 4s Js'],
    [['AhAd7c6c', 'KsKhQsJh', 'Tc9c8d8h'], 'Kc 8c 5d'],
  ];
  it.each(spots)('%j on %s matches to ±0.01 %', (hands, board) => {
    const result = computeEquity(input('plo', hands, board));
    expect(result.method).toBe('exact');
    const reference = referenceOmaha(hands, board.split(' '));
    result.players.forEach((player, at) => {
      expect(Math.abs(player.win - reference[at].win), `player ${at} win`).toBeLessThan(EXACT);
      expect(Math.abs(player.tie - reference[at].tie), `player ${at} tie`).toBeLessThan(EXACT);
    });
  });

  it('sampled on a flop, the equity lands within 3 standard errors of the counted one', () => {
    const hands = ['AhAd7c6c', 'KsKhQsJh'];
    const reference = referenceOmaha(hands, ['Kc', '8c', '5d']);
    const sampler = new DealSampler(input('plo', hands, 'Kc 8c 5d'), 7);
    sampler.step(20_000);
    const result = sampler.tally.result('sampled', 20_000, true);
    result.players.forEach((player, at) => {
      const expected = reference[at].win + reference[at].tie / 2;
      expect(player.standardError).toBeGreaterThan(0);
      expect(Math.abs(player.equity - expected)).toBeLessThan(3 * player.standardError);
    });
  });

  it('preflop, too many boards to count, it samples', () => {
    const result = computeEquity(input('plo', ['AsAhKsKh', 'JdTd9c8c']), { samples: 5_000, seed: 1 });
    expect(result).toMatchObject({ method: 'sampled', samples: 5_000, done: true });
  });
});

describe("hold'em ranges, sampled, against the same spot counted combo by combo", () => {
  /** A range's exact equity: the average over its live combos of each combo counted against the hand. */
  function exactRangeEquity(range: string[], hand: string, board: string): number {
    const shares = range.map((combo) => computeEquity(input('nlhe', [combo, hand], board)).players[0].equity);
    return shares.reduce((sum, share) => sum + share, 0) / shares.length;
  }

  it('QQ+, AKs against AhKd on Ks 8c 5c: within 3 standard errors, with the heat map per class', () => {
    const known = new Set(cards('AhKd Ks 8c 5c'));
    const combos = ['AA', 'KK', 'QQ', 'AKs']
      .flatMap((hand) => {
        const ranks = hand.slice(0, 2);
        const suits = 'shdc';
        return hand.endsWith('s')
          ? [...suits].map((suit) => `${ranks[0]}${suit}${ranks[1]}${suit}`)
          : [...suits].flatMap((a, i) => [...suits].slice(i + 1).map((b) => `${ranks[0]}${a}${ranks[1]}${b}`));
      })
      .filter((combo) => cards(combo).every((card) => !known.has(card)));
    const expected = exactRangeEquity(combos, 'AhKd', 'Ks 8c 5c');
    const result = computeEquity(input('nlhe', ['QQ+, AKs', 'AhKd'], 'Ks 8c 5c'), { samples: 40_000, seed: 3 });
    const [range] = result.players;
    expect(result.method).toBe('sampled');
    expect(Math.abs(range.equity - expected)).toBeLessThan(3 * range.standardError);
    expect(Object.keys(range.classes ?? {}).sort()).toEqual(['AA', 'AKs', 'KK', 'QQ']);
    // Top set of kings against top pair: nearly all of it.
    expect(range.classes!.KK).toBeGreaterThan(0.9);
    expect(result.players[1].classes).toBeUndefined();
  });

  it('a range against any hand at all, six players: every deal is dealt apart', () => {
    const result = computeEquity(input('nlhe', ['TT+', '', '', '', '', 'AKo']), { samples: 5_000, seed: 9 });
    const total = result.players.reduce((sum, player) => sum + player.equity, 0);
    expect(total).toBeCloseTo(1, 10);
  });
});
