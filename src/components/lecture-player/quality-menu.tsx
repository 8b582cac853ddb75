import { type Choice, ChoiceMenu } from './choice-menu';
import { AUTO_LEVEL, PLAYER_TEXTS } from './constants';
import type { QualityLevel } from './use-hls';

const levelName = (level: QualityLevel, sameHeight: boolean) =>
  sameHeight ? `${level.height}p (${Math.round(level.bitrate / 1000)} kbps)` : `${level.height}p`;

/** `Auto`, then one entry per rung from the tallest down (`1080p`, `720p` …), keyed by hls.js's level index. */
export function qualityChoices(levels: readonly QualityLevel[]): Choice[] {
  const rungs = levels
    .map((level, index) => ({ level, index }))
    .filter(({ level }) => level.height > 0)
    .sort((a, b) => b.level.height - a.level.height || b.level.bitrate - a.level.bitrate);
  const shared = (height: number) => rungs.filter(({ level }) => level.height === height).length > 1;
  return [
    { key: String(AUTO_LEVEL), label: PLAYER_TEXTS.auto },
    ...rungs.map(({ level, index }) => ({ key: String(index), label: levelName(level, shared(level.height)) })),
  ];
}

/** The button's text: the chosen rung, or `Auto` with the rung it is playing. */
export function qualityShown(levels: readonly QualityLevel[], chosen: number, playing: number): string {
  if (chosen !== AUTO_LEVEL && levels[chosen]) return `${levels[chosen].height}p`;
  return levels[playing] ? `${PLAYER_TEXTS.auto} (${levels[playing].height}p)` : PLAYER_TEXTS.auto;
}

export interface QualityMenuProps {
  levels: readonly QualityLevel[];
  chosen: number;
  playing: number;
  onChoose(level: number): void;
}

/** The HLS ladder's rungs; nothing on the MP4 (one rung, nothing to choose). */
export function QualityMenu({ levels, chosen, playing, onChoose }: QualityMenuProps) {
  if (levels.length === 0) return null;
  return (
    <ChoiceMenu
      label={PLAYER_TEXTS.quality}
      choices={qualityChoices(levels)}
      selected={String(chosen)}
      onSelect={(key) => onChoose(Number(key))}
    >
      {qualityShown(levels, chosen, playing)}
    </ChoiceMenu>
  );
}
