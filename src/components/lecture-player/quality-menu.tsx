import { type Choice, ChoiceMenu } from './choice-menu';
import { AUTO_LEVEL, PLAYER_TEXTS } from './constants';
import type { QualityLevel } from './use-hls';

/**
 * `Auto` with the ladder's tallest rung (server/modules/videos/ladder.ts), written out: the lecture page's
 * critical JavaScript has no bytes to spare for the ladder's table. A unit test holds the two together.
 */
const WIDEST_TEXT = `${PLAYER_TEXTS.auto} (1080p)`;

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
  /** The lecture plays an HLS ladder (not the MP4, and hls.js has not given up on it). */
  ladder: boolean;
  levels: readonly QualityLevel[];
  chosen: number;
  playing: number;
  onChoose(level: number): void;
}

/**
 * The HLS ladder's rungs; nothing on the MP4 (one rung, nothing to choose). On a ladder the button
 * is there from the first render, `Auto` and disabled until hls.js reads the rungs (never, where the
 * browser plays HLS itself and chooses alone), and as wide as its widest text: appearing or growing
 * later, it wrapped a phone's control bar to a second row and moved the page under it.
 */
export function QualityMenu({ ladder, levels, chosen, playing, onChoose }: QualityMenuProps) {
  if (!ladder) return null;
  const shown = qualityShown(levels, chosen, playing);
  return (
    <ChoiceMenu
      label={PLAYER_TEXTS.quality}
      disabled={levels.length === 0}
      choices={qualityChoices(levels)}
      selected={String(chosen)}
      onSelect={(key) => onChoose(Number(key))}
      shown={shown}
    >
      {/* Sized by the widest text it can show (the stylesheet lays both in one cell, the widest unseen). */}
      <span className="control-bar__quality" data-widest={WIDEST_TEXT}>
        <span>{shown}</span>
      </span>
    </ChoiceMenu>
  );
}
