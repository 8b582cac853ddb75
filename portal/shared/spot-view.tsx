import { Descriptions, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { cardName } from '../../common/poker-cards';
import type { MemberDecision } from '../../providers/decisions-api';
import { CardRow } from '../../src/components/playing-cards';

type Spot = Pick<MemberDecision, 'game' | 'positions' | 'stacksBb' | 'potBb' | 'heroCards' | 'board' | 'action'>;

/** The spot in one sentence, for screen readers: game, positions, stacks, cards, board, pot and action. */
function describeSpot(spot: Spot): string {
  const board = spot.board.length ? spot.board.map(cardName).join(', ') : 'none (preflop)';
  return [
    `${spot.game}, ${spot.positions}, ${spot.stacksBb} bb effective.`,
    `Your cards: ${spot.heroCards.map(cardName).join(', ')}.`,
    `Board: ${board}.`,
    `Pot ${spot.potBb} bb.`,
    spot.action ? `Action: ${spot.action.replace(/\.$/, '')}.` : '',
  ].join(' ');
}

// Read by screen readers, not shown: the screens using it do not all load the player's stylesheet.
const SCREEN_READER_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The spot spoken as it appears (`aria-live`), with `extra` after it (how to answer). */
export function SpotAnnouncement({ spot, extra = '' }: { spot: Spot; extra?: string }) {
  return (
    <p style={SCREEN_READER_ONLY} aria-live="assertive">
      {describeSpot(spot)} {extra}
    </p>
  );
}

/** A decision's spot: game, positions, stacks, hero's cards and the board drawn as cards, pot and action. */
export function SpotView({ spot }: { spot: Spot }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        {
          key: 'game',
          label: 'Game',
          children: (
            <span>
              <Tag>{spot.game}</Tag>
              {spot.positions} · {spot.stacksBb} bb effective
            </span>
          ),
        },
        { key: 'hero', label: 'Your cards', children: <CardRow cards={spot.heroCards} label="Your cards" /> },
        {
          key: 'board',
          label: 'Board',
          children: <CardRow cards={spot.board} label="Board" empty="Preflop" />,
        },
        { key: 'pot', label: 'Pot', children: `${spot.potBb} bb` },
        ...(spot.action
          ? [{ key: 'action', label: 'Action', children: <Typography.Text>{spot.action}</Typography.Text> }]
          : []),
      ]}
    />
  );
}
