import { Typography } from 'antd';
import type { ParsedHand } from '../../common/hand-histories';
import { readEquityInput, useEquity } from '../equity/engine';
import { percent } from '../equity/format';
import { equityGame } from './equity-spot';
import { knownCards, type TableState } from './replay-state';

/**
 * The equity of the players still in the hand whose cards are known at this step, from the equity
 * calculator's worker: it changes with the board and as players fold, and shows nothing while fewer
 * than two hands are known (most hands until the showdown).
 */
export function StreetEquity({ hand, state }: { hand: ParsedHand; state: TableState }) {
  const { board, players } = knownCards(state);
  // useEquity compares inputs by value, so reading them again on every render starts no new run.
  const read =
    players.length < 2
      ? null
      : readEquityInput({
          game: equityGame(hand),
          players: players.map((player) => player.cards.join('')),
          board: board.join(' '),
          dead: '',
        });
  const input = read && 'input' in read ? read.input : null;
  const { result } = useEquity(input);
  if (!input || !result) return null;
  const figures = players.map((player, at) => `${player.name} ${percent(result.players[at].equity)}`).join(' · ');
  return (
    <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center' }} data-street-equity>
      Equity{result.method === 'sampled' && !result.done ? ' (sampling)' : ''}: {figures}
    </Typography.Text>
  );
}
