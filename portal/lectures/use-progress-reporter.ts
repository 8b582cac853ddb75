import { useEffect, useRef, useState } from 'react';
import { withSocket } from '../../providers/socket';
import type { ProgressSaved } from '../../providers/types';
import { flooredPercent } from '../../src/components/video-card';
import { PROGRESS_HEARTBEAT_MS } from '../constants';

/**
 * Sends the player's position as `pauseEvent` on pause, every 10 s while playing and on leaving;
 * reads the saved percentage back from `progress-saved`.
 */
export function useProgressReporter(videoId: number, initialPercent: number) {
  const [percent, setPercent] = useState(initialPercent);
  const position = useRef<number | null>(null);
  const heartbeat = useRef<number | undefined>(undefined);

  useEffect(() => setPercent(initialPercent), [initialPercent]);

  useEffect(() => {
    const onSaved = (saved: ProgressSaved) => {
      if (saved.videoId === videoId) setPercent(flooredPercent(saved.progressPercentage));
    };
    const detach = withSocket((socket) => {
      socket.on('progress-saved', onSaved);
      return () => {
        if (position.current !== null) socket.emit('pauseEvent', { videoId, watchedSeconds: position.current });
        socket.off('progress-saved', onSaved);
      };
    });
    return () => {
      window.clearInterval(heartbeat.current);
      detach();
    };
  }, [videoId]);

  const send = () => {
    const watchedSeconds = position.current;
    if (watchedSeconds === null) return;
    withSocket((socket) => {
      socket.emit('pauseEvent', { videoId, watchedSeconds });
    });
  };

  return {
    percent,
    onTime: (seconds: number) => {
      position.current = seconds;
    },
    onPlay: () => {
      window.clearInterval(heartbeat.current);
      heartbeat.current = window.setInterval(send, PROGRESS_HEARTBEAT_MS);
    },
    onPause: (seconds: number) => {
      window.clearInterval(heartbeat.current);
      position.current = seconds;
      send();
    },
  };
}
