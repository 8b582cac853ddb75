/**
 * Starts fetching react-player's HLS element (with hls.js, its largest piece) before the player renders:
 * the same module react-player loads lazily for an HLS source, so by the time the lecture's data has
 * come and the player asks for it, it is in (or on its way) instead of only then requested.
 * A failure is left for react-player's own load to show.
 */
export function preloadHlsEngine(): void {
  import('hls-video-element/react').catch(() => undefined);
}
