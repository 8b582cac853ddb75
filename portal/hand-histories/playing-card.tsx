import { theme } from 'antd';

const SUITS: Record<string, { symbol: string; name: string; red: boolean }> = {
  s: { symbol: '♠', name: 'spades', red: false },
  h: { symbol: '♥', name: 'hearts', red: true },
  d: { symbol: '♦', name: 'diamonds', red: true },
  c: { symbol: '♣', name: 'clubs', red: false },
};
const RANKS: Record<string, string> = { T: '10', J: 'jack', Q: 'queen', K: 'king', A: 'ace' };

/** A card's name for screen readers: `Ah` → `ace of hearts`. */
export const cardName = (card: string) => `${RANKS[card[0]] ?? card[0]} of ${SUITS[card[1]]?.name ?? card[1]}`;

/** One card face up (`Ah`), or face down when `card` is null; sized by the table (cqw units). */
export function PlayingCard({ card }: { card: string | null }) {
  const { token } = theme.useToken();
  const box = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 'max(20px, 4.6cqw)',
    height: 'max(28px, 6.4cqw)',
    borderRadius: 4,
    fontWeight: 700,
    fontSize: 'max(11px, 2.4cqw)',
    lineHeight: 1,
    border: `1px solid ${token.colorBorder}`,
  } as const;
  if (!card)
    return (
      <span aria-hidden style={{ ...box, background: token.colorPrimary, borderColor: token.colorPrimaryBorder }} />
    );
  const suit = SUITS[card[1]];
  return (
    <span
      role="img"
      aria-label={cardName(card)}
      data-card={card}
      style={{ ...box, background: token.colorBgContainer, color: suit?.red ? token.colorError : token.colorText }}
    >
      {card[0] === 'T' ? '10' : card[0]}
      {suit?.symbol}
    </span>
  );
}
