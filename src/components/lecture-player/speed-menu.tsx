import { ChoiceMenu } from './choice-menu';
import { PLAYBACK_RATES, PLAYER_TEXTS } from './constants';

/** `1.25×` */
export const rateName = (rate: number) => `${rate}×`;

const choices = PLAYBACK_RATES.map((rate) => ({ key: String(rate), label: rateName(rate) }));

export interface SpeedMenuProps {
  rate: number;
  onChoose(rate: number): void;
}

/** Playback speed: react-player sets it on the element (hls.js follows it). */
export function SpeedMenu({ rate, onChoose }: SpeedMenuProps) {
  return (
    <ChoiceMenu
      label={PLAYER_TEXTS.speed}
      choices={choices}
      selected={String(rate)}
      onSelect={(key) => onChoose(Number(key))}
      shown={rateName(rate)}
    />
  );
}
