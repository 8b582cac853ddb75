import { theme } from 'antd';
import { cardName, type Suit, SUIT_SYMBOLS } from '../../../common/poker-cards';

const RED_SUITS: ReadonlySet<string> = new Set(['h', 'd']);

/** One card drawn as a card: rank over suit, hearts and diamonds in the theme's red; read out by name. */
export function PlayingCard({ card, size = 'middle' }: { card: string; size?: 'small' | 'middle' }) {
  const { token } = theme.useToken();
  const width = size === 'small' ? 30 : 42;
  return (
    <span
      role="img"
      aria-label={cardName(card)}
      data-card={card}
      style={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        width,
        height: width * 1.4,
        borderRadius: token.borderRadiusSM,
        border: `1px solid ${token.colorBorder}`,
        // Cards stay white in the dark theme too: that is what a card looks like.
        background: '#fff',
        color: RED_SUITS.has(card[1]) ? token.colorError : '#1f1f1f',
        fontWeight: token.fontWeightStrong,
        fontSize: size === 'small' ? token.fontSizeSM : token.fontSize,
        lineHeight: 1.1,
        boxShadow: token.boxShadowTertiary,
        userSelect: 'none',
      }}
    >
      <span aria-hidden>{card[0] === 'T' ? '10' : card[0]}</span>
      <span aria-hidden>{SUIT_SYMBOLS[card[1] as Suit]}</span>
    </span>
  );
}

/** A row of cards (hero's hand, the board), or the `empty` text when there are none. */
export function CardRow({ cards, label, empty }: { cards: readonly string[]; label: string; empty?: string }) {
  const { token } = theme.useToken();
  return (
    <span role="group" aria-label={label} style={{ display: 'inline-flex', gap: token.marginXXS, flexWrap: 'wrap' }}>
      {cards.length === 0 && empty ? <span>{empty}</span> : cards.map((card) => <PlayingCard key={card} card={card} />)}
    </span>
  );
}
