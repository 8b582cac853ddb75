import { Button, Flex, theme } from 'antd';
import { CARD_RANKS, CARD_SUITS, cardName } from '../../../common/poker-cards';
import { PlayingCard } from './playing-card';

export interface CardPickerProps {
  /** The cards picked for this field, in order. */
  value: readonly string[];
  /** Cards other fields hold: shown taken, not pickable. */
  taken: readonly string[];
  onChange(cards: string[]): void;
  label: string;
}

/** The 52 cards as toggle buttons, suit by suit: a click picks or puts back a card. */
export function CardPicker({ value, taken, onChange, label }: CardPickerProps) {
  const { token } = theme.useToken();
  const picked = new Set(value);
  const elsewhere = new Set(taken);
  return (
    <div role="group" aria-label={label}>
      {CARD_SUITS.map((suit) => (
        <Flex key={suit} gap={2} wrap style={{ marginBottom: token.marginXXS }}>
          {CARD_RANKS.map((rank) => {
            const card = rank + suit;
            const on = picked.has(card);
            return (
              <Button
                key={card}
                size="small"
                type={on ? 'primary' : 'text'}
                aria-pressed={on}
                aria-label={cardName(card)}
                disabled={elsewhere.has(card)}
                onClick={() => onChange(on ? value.filter((c) => c !== card) : [...value, card])}
                style={{ padding: 2, height: 'auto' }}
              >
                <PlayingCard card={card} size="small" />
              </Button>
            );
          })}
        </Flex>
      ))}
    </div>
  );
}
