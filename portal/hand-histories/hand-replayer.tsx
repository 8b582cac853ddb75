import {
  CaretRightOutlined,
  LeftOutlined,
  PauseOutlined,
  PlayCircleOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import type { HandHistoryRecord } from '../../providers/types';
import { PokerTable } from './poker-table';
import { StreetEquity } from './street-equity';
import { SPEEDS, useReplay } from './use-replay';

const SPEED_OPTIONS = SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }));
const KEEP_BELOW = { adjustX: 1, adjustY: 0 } as const;

function Control({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: React.ReactNode;
  onClick(): void;
  disabled?: boolean;
}) {
  return (
    // Below the buttons, never flipped above them, where it would cover the action's caption.
    <Tooltip title={label} placement="bottom" autoAdjustOverflow={KEEP_BELOW}>
      <Button aria-label={label} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

/**
 * The replayer: the table at the current step, and controls to step action by action or street by
 * street, play at a speed, and seek the video to the hand's moment. ← → step and Space plays while it has focus.
 */
export function HandReplayer({
  record,
  onShowInVideo,
}: {
  record: HandHistoryRecord;
  onShowInVideo(seconds: number): void;
}) {
  const replay = useReplay(record.hand);
  return (
    <section
      aria-label={`Hand replayer: ${record.title}`}
      aria-keyshortcuts="ArrowLeft ArrowRight Space"
      tabIndex={0}
      onKeyDown={replay.onKeyDown}
      style={{ outlineOffset: 2 }}
      data-replayer
    >
      <PokerTable hand={record.hand} state={replay.state} />
      <Typography.Paragraph aria-live="polite" style={{ textAlign: 'center', margin: '4px 0 8px' }} data-caption>
        {replay.state.caption}
      </Typography.Paragraph>
      <StreetEquity hand={record.hand} state={replay.state} />
      <Flex gap={6} wrap justify="center" align="center">
        <Control
          label="Previous street"
          icon={<StepBackwardOutlined />}
          onClick={replay.previousStreet}
          disabled={replay.index === 0}
        />
        <Control
          label="Previous action"
          icon={<LeftOutlined />}
          onClick={replay.previous}
          disabled={replay.index === 0}
        />
        <Control
          label={replay.playing ? 'Pause' : 'Play'}
          icon={replay.playing ? <PauseOutlined /> : <CaretRightOutlined />}
          onClick={replay.toggle}
        />
        <Control
          label="Next action"
          icon={<RightOutlined />}
          onClick={replay.next}
          disabled={replay.index === replay.last}
        />
        <Control
          label="Next street"
          icon={<StepForwardOutlined />}
          onClick={replay.nextStreet}
          disabled={replay.index === replay.last}
        />
        <Select
          aria-label="Speed"
          value={replay.speed}
          options={SPEED_OPTIONS}
          onChange={replay.setSpeed}
          style={{ width: 76 }}
        />
        <Button icon={<PlayCircleOutlined />} onClick={() => onShowInVideo(record.momentSeconds)}>
          Show in video
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', marginTop: 6 }} data-step>
        Step {replay.index} of {replay.last}
      </Typography.Text>
    </section>
  );
}
