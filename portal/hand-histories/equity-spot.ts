import type { ParsedHand } from '../../common/hand-histories';
import { type Game, MAX_OPPONENTS } from '../equity/engine';
import type { EquityTexts } from '../equity/engine/read-input';
import type { TableState } from './replay-state';

/** The calculator's game for a history's. */
export const equityGame = (hand: Pick<ParsedHand, 'game'>): Game => (hand.game === 'PLO' ? 'plo' : 'nlhe');

/** Each player's hole cards as the history reveals them anywhere: the hero's deal, a showdown. */
function revealedCards(hand: ParsedHand): Map<string, string[]> {
  const revealed = new Map<string, string[]>();
  for (const action of hand.actions)
    if ((action.kind === 'deal' || action.kind === 'show') && action.cards.length > 0)
      revealed.set(action.player, action.cards);
  return revealed;
}

/**
 * The calculator's spot at a step of the replay: the players still in (the hero first, then those whose
 * cards the history reveals, even at a later showdown, then the others as any hand), the board so far,
 * and the revealed cards of players who folded as dead cards. Null when the hand is decided (fewer than
 * two players in) or no one still in has known cards.
 */
export function equitySpot(hand: ParsedHand, state: TableState): EquityTexts | null {
  const revealed = revealedCards(hand);
  const known = (name: string) => revealed.get(name)?.join('') ?? '';
  const inHand = state.seats.filter((seat) => !seat.folded);
  if (inHand.length < 2 || inHand.every((seat) => !revealed.has(seat.name))) return null;
  const rank = (seat: (typeof inHand)[number]) => (seat.hero ? 0 : revealed.has(seat.name) ? 1 : 2);
  const players = [...inHand].sort((a, b) => rank(a) - rank(b)).slice(0, MAX_OPPONENTS + 1);
  const dead = state.seats.filter((seat) => seat.folded && revealed.has(seat.name));
  return {
    game: equityGame(hand),
    players: players.map((seat) => known(seat.name)),
    board: state.board.join(' '),
    dead: dead.map((seat) => known(seat.name)).join(' '),
  };
}
