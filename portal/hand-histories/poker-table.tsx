import { theme, Typography } from 'antd';
import type { ParsedHand } from '../../common/hand-histories';
import { HOLE_CARDS } from '../../common/poker-cards';
import { PlayingCard } from './playing-card';
import { formatAmount, type SeatState, type TableState } from './replay-state';

/** A point on the table's oval, in percent of its box; the hero sits at the bottom. */
function around(seat: number, hand: ParsedHand, radius: number) {
  const heroSeat = hand.players.find((player) => player.hero)?.seat ?? hand.players[0].seat;
  const angle = Math.PI / 2 + ((seat - heroSeat) * 2 * Math.PI) / hand.maxSeats;
  return { left: 50 + radius * Math.cos(angle), top: 50 + radius * 0.92 * Math.sin(angle) };
}

const centred = (point: { left: number; top: number }) =>
  ({ position: 'absolute', left: `${point.left}%`, top: `${point.top}%`, transform: 'translate(-50%, -50%)' }) as const;

function Seat({ seat, hand, acting }: { seat: SeatState; hand: ParsedHand; acting: boolean }) {
  const { token } = theme.useToken();
  const cards = seat.cards ?? (seat.folded ? [] : Array<null>(HOLE_CARDS[hand.game]).fill(null));
  return (
    <div
      role="group"
      aria-label={`Seat ${seat.seat}: ${seat.name}${seat.folded ? ', folded' : ''}`}
      data-seat={seat.name}
      style={{
        ...centred(around(seat.seat, hand, 42)),
        width: '24cqw',
        minWidth: 72,
        textAlign: 'center',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'center', gap: 2, minHeight: 'max(28px, 6.4cqw)' }}>
        {cards.map((card, i) => (
          <PlayingCard key={card ?? `hidden-${i}`} card={card} />
        ))}
      </div>
      <div
        style={{
          background: token.colorBgContainer,
          // A folded seat is drawn dashed rather than faded, so its text keeps its contrast.
          border: `${acting ? 2 : 1}px ${seat.folded ? 'dashed' : 'solid'} ${acting ? token.colorPrimary : token.colorBorder}`,
          borderRadius: token.borderRadius,
          padding: '1px 4px',
          fontSize: 'max(11px, 2.2cqw)',
          lineHeight: 1.3,
        }}
      >
        <div
          style={{
            fontWeight: seat.hero ? 700 : 500,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {seat.name}
        </div>
        <div data-stack style={{ color: token.colorTextSecondary }}>
          {seat.allIn && seat.stack <= 0 ? 'All-in' : formatAmount(hand, seat.stack)}
          {seat.folded && ' · folded'}
        </div>
      </div>
    </div>
  );
}

/**
 * One board's cards; a hand run twice shows both, each with the pot its winners collected (`pot`, absent for
 * a single board, whose pot is the table's).
 */
function Board({ cards, label, pot, hand }: { cards: string[]; label: string; pot?: number | null; hand: ParsedHand }) {
  return (
    <div style={{ display: 'flex', gap: 3, justifyContent: 'center', alignItems: 'center', marginBottom: 2 }}>
      <div
        aria-label={label}
        role="group"
        style={{ display: 'flex', gap: 3, justifyContent: 'center', minHeight: 'max(28px, 6.4cqw)' }}
      >
        {cards.map((card) => (
          <PlayingCard key={card} card={card} />
        ))}
      </div>
      {pot != null && (
        <Typography.Text data-board-pot={label} style={{ fontSize: 'max(11px, 2cqw)', whiteSpace: 'nowrap' }}>
          {formatAmount(hand, pot)}
        </Typography.Text>
      )}
    </div>
  );
}

/** The table at one step: seats with names, stacks and the cards shown so far, the button, bets, pot and board. */
export function PokerTable({ hand, state }: { hand: ParsedHand; state: TableState }) {
  const { token } = theme.useToken();
  const chip = { fontSize: 'max(11px, 2.2cqw)', fontWeight: 600, whiteSpace: 'nowrap' } as const;
  return (
    <div style={{ containerType: 'inline-size', width: '100%' }}>
      <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 11' }}>
        <div
          aria-hidden
          style={{
            position: 'absolute',
            inset: '14% 12%',
            borderRadius: '50%',
            background: token.colorSuccessBg,
            border: `6px solid ${token.colorSuccessBorder}`,
          }}
        />
        <div style={{ ...centred({ left: 50, top: 46 }), textAlign: 'center' }}>
          <Board cards={state.board} label="Board" pot={state.secondBoard && hand.boards?.[0]?.pot} hand={hand} />
          {state.secondBoard && (
            <Board cards={state.secondBoard} label="Second board" pot={hand.boards?.[1]?.pot} hand={hand} />
          )}
          <Typography.Text data-pot style={chip}>
            Pot {formatAmount(hand, state.pot)}
          </Typography.Text>
        </div>
        {state.seats.map((seat) => (
          <Seat key={seat.seat} seat={seat} hand={hand} acting={state.actor === seat.name} />
        ))}
        {state.seats
          .filter((seat) => seat.bet > 0)
          .map((seat) => (
            <Typography.Text
              key={seat.seat}
              data-bet={seat.name}
              style={{ ...centred(around(seat.seat, hand, 24)), ...chip }}
            >
              {formatAmount(hand, seat.bet)}
            </Typography.Text>
          ))}
        <span
          aria-label={`Button: seat ${hand.buttonSeat}`}
          role="img"
          style={{
            ...centred(around(hand.buttonSeat + 0.45, hand, 31)),
            width: 'max(16px, 3cqw)',
            height: 'max(16px, 3cqw)',
            borderRadius: '50%',
            background: token.colorBgContainer,
            border: `1px solid ${token.colorText}`,
            color: token.colorText,
            fontSize: 'max(9px, 1.8cqw)',
            fontWeight: 700,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          D
        </span>
      </div>
    </div>
  );
}
