import type { ReactNode } from 'react';
import { useAtLeast } from '../../src/routes/use-at-least';

interface LectureLayoutProps {
  /** The video and what belongs to it (its decisions, Up next). */
  player: ReactNode;
  /**
   * The title, date, progress and description, then the hands and the range charts: on wide screens
   * beside the video, so a hand replays with the video in sight.
   */
  about: ReactNode;
  /** My spots, equity and the discussion. */
  panels: ReactNode;
}

/**
 * Wide screens: the player and its panels on the left, the lecture's details beside them. Narrower
 * ones stack them with the title and progress right under the video, where a member looks for them,
 * before the panels. One grid for both, so a resize never remounts the playing video.
 */
export function LectureLayout({ player, about, panels }: LectureLayoutProps) {
  // At the width the server draws for, too (src/drawing/page-drawing.tsx).
  const wide = useAtLeast('xl');
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        alignItems: 'start',
        gridTemplateColumns: wide ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
        gridTemplateAreas: wide ? '"player about" "panels about"' : '"player" "about" "panels"',
        // The details span both rows on wide screens; the player's row stays as tall as the player.
        gridTemplateRows: wide ? 'auto 1fr' : undefined,
      }}
    >
      <div style={{ gridArea: 'player' }}>{player}</div>
      <div style={{ gridArea: 'about' }}>{about}</div>
      <div style={{ gridArea: 'panels' }}>{panels}</div>
    </div>
  );
}
