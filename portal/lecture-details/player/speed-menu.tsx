import { ChoiceMenu } from './choice-menu';
import { PLAYBACK_RATES, PLAYER_TEXTS } from './constants';

/** `1.25×` */
export const rateName = (rate: number) => `${rate}×`;

const choices = PLAYBACK_RATES.map((rate) => ({ key: String(rate), label: rateName(rate) }));

export interface SpeedMenuProps {
  video: HTMLVideoElement | null;
  rate: number;
}

/** Playback speed, set on the element itself (hls.js follows it). */
export function SpeedMenu({ video, rate }: SpeedMenuProps) {
  return (
    <ChoiceMenu
      label={PLAYER_TEXTS.speed}
      choices={choices}
      selected={String(rate)}
      onSelect={(key) => {
        if (video) video.playbackRate = Number(key);
      }}
    >
      {rateName(rate)}
    </ChoiceMenu>
  );
}
