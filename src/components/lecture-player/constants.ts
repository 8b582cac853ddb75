/** The lecture player's steps, choices and words (docs/PRODUCT.md#lecture-page). */

/** ←/→ and the seek slider's arrows move this far. */
export const SEEK_STEP_SECONDS = 10;
/** Page Up/Down on the seek slider. */
export const SEEK_PAGE_SECONDS = 60;

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** hls.js's level index for "let the player choose". */
export const AUTO_LEVEL = -1;

export const PLAYER_TEXTS = {
  player: 'Video player',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  quality: 'Quality',
  auto: 'Auto',
  speed: 'Speed',
  captions: 'Captions',
  captionsOff: 'Off',
  seek: 'Seek',
  chapters: 'Chapters',
  shortcuts: 'Keyboard shortcuts',
  shortcutsHelp:
    'Keyboard shortcuts: Space plays or pauses, Left and Right arrows go 10 seconds back or forward, F toggles full screen, M toggles mute.',
  video: (name: string) => `Video: ${name}`,
  /**
   * A control's name with the text it shows, so that the name holds what is seen (WCAG 2.5.3, Label in
   * Name): a voice user says "click 1.5×" or "click CC".
   */
  named: (control: string, shown: string) => `${control}: ${shown}`,
} as const;
