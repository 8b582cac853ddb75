// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEquityInput } from '../../../../portal/equity/engine';
import { parseRangeText, rangeText } from '../../../../portal/equity/engine/range-text';

const classes = (text: string) => {
  const read = parseRangeText(text);
  return 'weights' in read ? Object.keys(read.weights).sort() : read.message;
};

describe('typed ranges', () => {
  it('reads pairs and up, suited, offsuit and both', () => {
    expect(classes('QQ+, AKs, KQo')).toEqual(['AA', 'AKs', 'KK', 'KQo', 'QQ']);
    expect(classes('AK')).toEqual(['AKo', 'AKs']);
    expect(classes('ka')).toEqual(['AKo', 'AKs']);
  });

  it('reads kickers up and spans', () => {
    expect(classes('ATs+')).toEqual(['AJs', 'AKs', 'AQs', 'ATs']);
    expect(classes('A2s-A5s')).toEqual(['A2s', 'A3s', 'A4s', 'A5s']);
    expect(classes('55-22')).toEqual(['22', '33', '44', '55']);
  });

  it('names the first part that is not a hand class', () => {
    expect(classes('QQ+, AXs')).toBe('"AXs" is not a hand class; write them like QQ+, AKs, KQo, A2s-A5s');
    expect(classes('A2s-K5s')).toMatch(/^"A2s-K5s" is not/);
    expect(classes('AAs')).toMatch(/^"AAs" is not/);
  });

  it('writes a painted range back in grid order', () => {
    expect(rangeText({ KQo: 1, AA: 1, AKs: 1, QQ: 0 })).toBe('AA, AKs, KQo');
  });
});

describe('the typed spot', () => {
  const read = (players: string[], board = '', dead = '', game: 'nlhe' | 'plo' = 'nlhe') =>
    readEquityInput({ game, players, board, dead });

  it('names the field of a bad hand, board or dead card', () => {
    expect(read(['AhKd', 'Zz'])).toEqual({
      message: '"Zz" is not a hand class; write them like QQ+, AKs, KQo, A2s-A5s',
      field: 1,
    });
    expect(read(['AhKd', 'QQ'], 'Ks8c5x')).toEqual({
      message: '"5x" is not a card; cards are like Ah, Td, 7c',
      field: 'board',
    });
    expect(read(['AhKd', 'QQ'], '', 'Td Td')).toEqual({ message: 'Td is typed twice', field: 'dead' });
    expect(read(['AhKdQc', 'QQ'])).toMatchObject({ message: "A hold'em hand has 2 cards, like AhKd", field: 0 });
    expect(read(['AhKd', 'QQ+'], '', '', 'plo')).toMatchObject({
      message: 'A PLO hand has 4 cards, like AhAsKdQd',
      field: 0,
    });
  });

  it('refuses a card used twice, a board of two cards, too many players and a range with nothing left', () => {
    expect(read(['AhKd', 'AhQd'])).toEqual({ message: 'Ah is used twice' });
    expect(read(['AhKd', 'QQ'], 'Ks8c')).toEqual({
      message: 'The board is empty, a flop (3 cards), a turn (4) or a river (5)',
      field: 'board',
    });
    expect(read(['AhKd', '', '', '', '', '', ''])).toEqual({ message: 'Hero plays against 1 to 5 opponents' });
    expect(read(['AhKd', 'AA'], 'AsAc2d')).toEqual({
      message: "Opponent 1's range has no hand left beside the known cards",
      field: 1,
    });
  });

  it('reads an empty opponent as any hand', () => {
    const spot = read(['AhKd', '']);
    expect('input' in spot && spot.input.holdings[1]).toEqual({ kind: 'random' });
  });
});
