import { describe, expect, it } from 'vitest';
import {
  cardName,
  cardsProblem,
  DECK,
  isRightShare,
  parseCards,
  parseMoment,
  sharesProblem,
} from '../../common/poker-cards';

/** The card rules the staff editor checks before sending and the server checks again. */
describe('poker cards', () => {
  it('has 52 distinct cards and names them for screen readers', () => {
    expect(new Set(DECK).size).toBe(52);
    expect(cardName('As')).toBe('Ace of spades');
    expect(cardName('Td')).toBe('Ten of diamonds');
    expect(cardName('7c')).toBe('7 of clubs');
  });

  it('reads cards as typed, with or without spaces, forgiving case, and refuses what is not a card', () => {
    expect(parseCards('AsKd')).toEqual(['As', 'Kd']);
    expect(parseCards('as, kD  9c')).toEqual(['As', 'Kd', '9c']);
    expect(parseCards('')).toEqual([]);
    expect(parseCards('1s')).toBeNull();
    expect(parseCards('Asx')).toBeNull();
    expect(parseCards('Ax')).toBeNull();
  });

  it('wants 2 hole cards in NLHE and 4 in PLO', () => {
    expect(cardsProblem('NLHE', ['As', 'Kd'], [])).toBeNull();
    expect(cardsProblem('PLO', ['As', 'Kd', 'Qh', 'Jc'], [])).toBeNull();
    expect(cardsProblem('PLO', ['As', 'Kd'], [])).toEqual({
      path: ['heroCards'],
      message: 'PLO needs 4 hole cards, not 2',
    });
    expect(cardsProblem('NLHE', ['As', 'Kd', 'Qh'], [])?.message).toBe('NLHE needs 2 hole cards, not 3');
  });

  it('deals a board of 0, 3, 4 or 5 cards only', () => {
    const board = ['2c', '3c', '4c', '5c', '6c', '7c'];
    for (const size of [0, 3, 4, 5]) expect(cardsProblem('NLHE', ['As', 'Kd'], board.slice(0, size))).toBeNull();
    for (const size of [1, 2, 6])
      expect(cardsProblem('NLHE', ['As', 'Kd'], board.slice(0, size))).toEqual({
        path: ['board'],
        message: `A board has 0, 3, 4 or 5 cards, not ${size}`,
      });
  });

  it('refuses a card used twice, in the hand or between hand and board, and a card that is not one', () => {
    expect(cardsProblem('NLHE', ['As', 'As'], [])).toEqual({ path: ['heroCards'], message: 'As is used twice' });
    expect(cardsProblem('NLHE', ['As', 'Kd'], ['Kd', '2c', '3c'])).toEqual({
      path: ['board'],
      message: 'Kd is used twice',
    });
    expect(cardsProblem('NLHE', ['As', 'Xx'], [])).toEqual({
      path: ['heroCards', 1],
      message: '"Xx" is not a card; cards are written like As, Td, 9c',
    });
  });

  it('wants 2 to 4 options with whole shares adding up to 100', () => {
    expect(sharesProblem([70, 30])).toBeNull();
    expect(sharesProblem([0, 0, 0, 100])).toBeNull();
    expect(sharesProblem([100])?.message).toBe('A decision has 2 to 4 options, not 1');
    expect(sharesProblem([20, 20, 20, 20, 20])?.message).toBe('A decision has 2 to 4 options, not 5');
    expect(sharesProblem([60, 30])).toEqual({
      path: ['options'],
      message: 'The shares must add up to 100 %, not 90 %',
    });
    expect(sharesProblem([50.5, 49.5])?.path).toEqual(['options', 0, 'share']);
    expect(sharesProblem([-10, 110])?.path).toEqual(['options', 0, 'share']);
  });

  it('counts any option of the strategy as right', () => {
    expect(isRightShare(30)).toBe(true);
    expect(isRightShare(0)).toBe(false);
  });

  it('reads a moment typed as m:ss or h:mm:ss', () => {
    expect(parseMoment('1:05')).toBe(65);
    expect(parseMoment(' 12:00 ')).toBe(720);
    expect(parseMoment('1:02:03')).toBe(3723);
    expect(parseMoment('1:65')).toBeNull();
    expect(parseMoment('abc')).toBeNull();
  });
});
