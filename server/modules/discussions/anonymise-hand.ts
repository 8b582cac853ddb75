import { HERO_NAME } from '../../../common/discussions.js';
import type { HandAction, ParsedHand } from '../../../common/hand-histories.js';

/** A name the seats do not list (never expected) is still not shown. */
const UNSEATED = 'Player';

/** The seats between the big blind and the cutoff, earliest first, by how many there are. */
function middleSeats(count: number): string[] {
  const late = count >= 4 ? ['LJ', 'HJ', 'CO'] : ['UTG', 'HJ', 'CO'];
  if (count <= 3) return late.slice(3 - count);
  const early = Array.from({ length: count - 3 }, (_, at) => (at === 0 ? 'UTG' : `UTG+${at}`));
  return [...early, ...late];
}

/**
 * Each player's position, by seat order from the button: BTN, SB, BB, then UTG … CO. Heads-up the button
 * posts the small blind and is called BTN. A button on an empty seat passes to the next seated player.
 */
export function positionNames(hand: Pick<ParsedHand, 'players' | 'buttonSeat' | 'maxSeats'>): Map<string, string> {
  const fromButton = (seat: number) => (seat - hand.buttonSeat + hand.maxSeats) % hand.maxSeats;
  const order = [...hand.players].sort((a, b) => fromButton(a.seat) - fromButton(b.seat));
  const labels =
    order.length <= 2 ? ['BTN', 'BB'].slice(0, order.length) : ['BTN', 'SB', 'BB', ...middleSeats(order.length - 3)];
  return new Map(order.map((player, at) => [player.name, labels[at]]));
}

/**
 * The hand with names a member may show others: the hero is "Hero", everyone else their position. Every
 * action naming a player is renamed, whatever its kind, so a kind the parser learns later is renamed too;
 * so are the boards' winners. A part of the hand that names players and is not renamed here is a leak:
 * the corpus test anonymises every real hand and looks for the names in what is left.
 */
export function anonymiseHand(hand: ParsedHand): ParsedHand {
  const positions = positionNames(hand);
  const hero = hand.players.find((player) => player.hero)?.name;
  const rename = (name: string) => (name === hero ? HERO_NAME : (positions.get(name) ?? UNSEATED));
  return {
    ...hand,
    players: hand.players.map((player) => ({ ...player, name: rename(player.name) })),
    actions: hand.actions.map((action): HandAction =>
      'player' in action ? { ...action, player: rename(action.player) } : action,
    ),
    ...(hand.boards && {
      boards: hand.boards.map((board) => ({
        ...board,
        winners: board.winners.map((winner) => ({ ...winner, player: rename(winner.player) })),
      })),
    }),
  };
}
