import { PATHS } from '../../common/paths';
import { type Game, MAX_OPPONENTS } from './engine';
import type { EquityTexts } from './engine/read-input';

const GAMES: readonly Game[] = ['nlhe', 'plo'];

/**
 * A spot in the calculator's address, so a link opens it filled and computing and can be shared:
 * `/equity?game=nlhe&hand=TdTh&hand=AcQc&board=Tc+6s+3c&dead=9h`. `hand` repeats, the hero's first;
 * an empty one is any hand.
 */
export function equityHref(spot: EquityTexts): string {
  const query = new URLSearchParams({ game: spot.game });
  for (const hand of spot.players) query.append('hand', hand);
  if (spot.board) query.set('board', spot.board);
  if (spot.dead) query.set('dead', spot.dead);
  return `${PATHS.equity}?${query.toString()}`;
}

/** The spot an address names, or null when it names none (the calculator then starts with its example). */
export function readEquityQuery(query: URLSearchParams): EquityTexts | null {
  const players = query.getAll('hand').slice(0, MAX_OPPONENTS + 1);
  if (players.length === 0) return null;
  const game = GAMES.find((one) => one === query.get('game')) ?? 'nlhe';
  // The form always has a hero and an opponent to type in.
  while (players.length < 2) players.push('');
  return { game, players, board: query.get('board') ?? '', dead: query.get('dead') ?? '' };
}
