import { useMemo, useState } from 'react';
import { type Game, MAX_OPPONENTS, rangeText, type RangeWeights, readEquityInput } from './engine';
import { parseRangeText } from './engine/range-text';
import type { EquityTexts } from './engine/read-input';

/** One player's field: the typed text, or a range painted on the grid or taken from a chart (its weights). */
export interface PlayerEntry {
  text: string;
  weights?: RangeWeights;
}

/** The example a member sees on opening the calculator without a spot. */
const EXAMPLE: EquityTexts = { game: 'nlhe', players: ['AhKh', 'QQ+, AJs+, KQs'], board: '', dead: '' };

/** The calculator's form: game, players, board and dead cards, and the spot they read as; `start` fills it. */
export function useEquityForm(start: EquityTexts = EXAMPLE) {
  const [game, setGame] = useState<Game>(start.game);
  const [players, setPlayers] = useState<PlayerEntry[]>(() => start.players.map((text) => ({ text })));
  const [board, setBoard] = useState(start.board);
  const [dead, setDead] = useState(start.dead);

  const read = useMemo(
    () =>
      readEquityInput(
        { game, players: players.map((player) => player.text), board, dead },
        Object.fromEntries(
          players.flatMap((player, at) => (player.weights ? [[at, { kind: 'range', weights: player.weights }]] : [])),
        ),
      ),
    [game, players, board, dead],
  );

  const update = (at: number, entry: PlayerEntry) =>
    setPlayers((current) => current.map((player, index) => (index === at ? entry : player)));

  return {
    game,
    setGame,
    players,
    board,
    setBoard,
    dead,
    setDead,
    read,
    /** Typing replaces a painted range with the text. */
    type: (at: number, text: string) => update(at, { text }),
    /** A painted or chosen range, shown as its hand classes in the field. */
    setRange: (at: number, weights: RangeWeights) => update(at, { text: rangeText(weights), weights }),
    canAdd: players.length < MAX_OPPONENTS + 1,
    addOpponent: () => setPlayers((current) => [...current, { text: '' }]),
    remove: (at: number) => setPlayers((current) => current.filter((_, index) => index !== at)),
  };
}

/** A player's range as the grid shows it: painted weights, or the classes of a typed range. */
export function weightsOf(player: PlayerEntry): RangeWeights {
  if (player.weights) return player.weights;
  const typed = parseRangeText(player.text);
  return 'weights' in typed ? typed.weights : {};
}

export const playerName = (at: number) => (at === 0 ? 'Hero' : `Opponent ${at}`);
