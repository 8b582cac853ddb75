import { Button, Flex, Slider, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import ReactPlayer from 'react-player';
import { type LivePosition, livePosition } from './live-position';

interface LivePlayerProps {
  /** The class's HLS master playlist, granted to this session. */
  playlist: string;
  poster: string | null;
  title: string;
  /** The coach's stream dropped: the picture stops until they reconnect. */
  reconnecting: boolean;
}

/**
 * A live class in react-player's HLS element (hls.js), muted until the member turns the sound on
 * (browsers start only silent videos by themselves): "LIVE" while at the live edge, how far behind
 * with "Jump to live" otherwise, and a slider over the DVR window to scroll back.
 */
export function LivePlayer({ playlist, poster, title, reconnecting }: LivePlayerProps) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [position, setPosition] = useState<LivePosition | null>(null);

  useEffect(() => {
    if (!video) return;
    if (poster) video.poster = poster;
    const read = () => setPosition(livePosition(video));
    video.addEventListener('timeupdate', read);
    video.addEventListener('progress', read);
    return () => {
      video.removeEventListener('timeupdate', read);
      video.removeEventListener('progress', read);
    };
  }, [video, poster]);

  const jumpToLive = () => {
    if (video && position) video.currentTime = position.end;
  };

  return (
    <Flex vertical gap={8} className="live-player">
      {/* autoPlay, not `playing`: for `playing` react-player calls play() without handling its promise,
          which rejects, uncaught, when the browser refuses the start or a new load interrupts it; the
          element's own autoplay starts the muted class whenever it has loaded. */}
      <ReactPlayer src={playlist} autoPlay muted width="100%" height="auto" style={{ display: 'contents' }}>
        <video
          slot="media"
          ref={setVideo}
          controls
          muted
          playsInline
          aria-label={`${title}, live`}
          style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
        />
      </ReactPlayer>
      <Flex align="center" gap={8} wrap>
        <Tag color={position?.atLive === false ? 'default' : 'red'}>LIVE</Tag>
        {reconnecting && <Typography.Text type="warning">Reconnecting…</Typography.Text>}
        {position && !position.atLive && (
          <>
            <Typography.Text type="secondary">{Math.round(position.behind)} s behind</Typography.Text>
            <Button size="small" onClick={jumpToLive}>
              Jump to live
            </Button>
          </>
        )}
      </Flex>
      {position && position.end > position.start && (
        <Slider
          aria-label="Scroll back"
          min={position.start}
          max={position.end}
          step={1}
          value={position.end - position.behind}
          tooltip={{ formatter: (at) => `${Math.round(position.end - (at ?? position.end))} s behind` }}
          onChange={(at) => {
            if (video) video.currentTime = at;
          }}
        />
      )}
    </Flex>
  );
}
