import { type RefObject, useCallback, useEffect, useState } from 'react';

type AppleVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full screen for the whole player (video and its controls). Where elements cannot go full screen
 * (iPhone Safari), the video goes alone, with the system's own controls.
 */
export function useFullscreen(player: RefObject<HTMLElement | null>, video: HTMLVideoElement | null) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(Boolean(player.current) && document.fullscreenElement === player.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [player]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (document.fullscreenEnabled && player.current)
      void player.current.requestFullscreen().catch(() => undefined);
    else (video as AppleVideo | null)?.webkitEnterFullscreen?.();
  }, [player, video]);
  return { active, toggle };
}
