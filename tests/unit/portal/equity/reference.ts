import { Omaha } from 'poker-odds-calc';

/**
 * A PLO spot counted by a second library (poker-odds-calc, its own Omaha rules and its own evaluator),
 * every remaining board once: win and tie shares per player, from 0 to 1.
 */
export function referenceOmaha(hands: string[], board: string[]): { win: number; tie: number }[] {
  const table = new Omaha();
  for (const hand of hands) table.addPlayer(hand.match(/../g) as [string, string, string, string]);
  table.setBoard(board);
  const result = table.exhaustive().calculate();
  const boards = result.getIterations();
  return result.getPlayers().map((player) => ({ win: player.getWins() / boards, tie: player.getTies() / boards }));
}
