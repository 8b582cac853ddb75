import {
  CaretRightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MutedOutlined,
  PauseOutlined,
  QuestionCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { LectureRecord } from '../../../providers/types';
import { formatClock } from '../video-card';
import { CaptionsMenu } from './captions-menu';
import { PLAYER_TEXTS } from './constants';
import { QualityMenu } from './quality-menu';
import { SpeedMenu } from './speed-menu';
import type { HlsState } from './use-hls';
import type { MediaState } from './use-media-state';

export interface ControlBarProps {
  media: MediaState;
  rate: number;
  onRate(rate: number): void;
  hls: HlsState;
  captions: LectureRecord['captions'];
  caption: number;
  onCaption(index: number): void;
  fullscreen: boolean;
  onTogglePlay(): void;
  onToggleMute(): void;
  onToggleFullscreen(): void;
  /** The id of the shortcuts' description. */
  helpId: string;
}

function IconButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick(): void }) {
  return <Button type="text" aria-label={label} title={label} icon={icon} onClick={onClick} />;
}

/** Play, mute, time on the left; captions, speed, quality, shortcuts and full screen on the right. */
export function ControlBar(props: ControlBarProps) {
  const { media, hls } = props;
  return (
    <Flex className="control-bar" align="center" justify="space-between" wrap gap={4}>
      <Flex align="center" gap={4}>
        <IconButton
          label={media.paused ? PLAYER_TEXTS.play : PLAYER_TEXTS.pause}
          icon={media.paused ? <CaretRightOutlined /> : <PauseOutlined />}
          onClick={props.onTogglePlay}
        />
        <IconButton
          label={media.muted ? PLAYER_TEXTS.unmute : PLAYER_TEXTS.mute}
          icon={media.muted ? <MutedOutlined /> : <SoundOutlined />}
          onClick={props.onToggleMute}
        />
        <span className="control-bar__time">
          {formatClock(media.time)} / {formatClock(media.duration)}
        </span>
      </Flex>
      <Flex align="center" gap={4}>
        <CaptionsMenu captions={props.captions} selected={props.caption} onSelect={props.onCaption} />
        <SpeedMenu rate={props.rate} onChoose={props.onRate} />
        <QualityMenu
          ladder={hls.ladder}
          levels={hls.levels}
          chosen={hls.chosen}
          playing={hls.playing}
          onChoose={hls.choose}
        />
        <Tooltip title={PLAYER_TEXTS.shortcutsHelp} trigger={['hover', 'focus', 'click']}>
          <Button
            type="text"
            aria-label={PLAYER_TEXTS.shortcuts}
            aria-describedby={props.helpId}
            icon={<QuestionCircleOutlined />}
          />
        </Tooltip>
        <IconButton
          label={props.fullscreen ? PLAYER_TEXTS.exitFullscreen : PLAYER_TEXTS.fullscreen}
          icon={props.fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={props.onToggleFullscreen}
        />
      </Flex>
    </Flex>
  );
}
