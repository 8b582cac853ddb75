import {
  CalculatorOutlined,
  CaretRightOutlined,
  LeftOutlined,
  PauseOutlined,
  PlayCircleOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Button, Flex, Select, Tooltip, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { ParsedHand, Street } from '../../common/hand-histories';
import { equityHref } from '../equity/equity-query';
import { equitySpot } from './equity-spot';
import { PokerTable } from './poker-table';
import { StreetEquity } from './street-equity';
import { SPEEDS, useReplay } from './use-replay';

const SPEED_OPTIONS = SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }));
const KEEP_BELOW = { adjustX: 1, adjustY: 0 } as const;
const NO_SPOT =
  'Once the hand is decided, or while no cards of the players still in are known, there is no spot to open';

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

/** A street another part of the page asks the replayer to show; `at` tells a second ask for the same street apart. */
export interface StreetJump {
  street: Street;
  at: number;
}

interface HandReplayerProps {
  hand: ParsedHand;
  /** The hand's name for screen readers. */
  title: string;
  /** Seeks the lecture's video to the hand, for a hand the coach attached at a moment of it. */
  onShowInVideo?(): void;
  jump?: StreetJump | null;
}

/**
 * The replayer: the table at the current step, and controls to step action by action or street by
 * street, play at a speed, open the spot in the equity calculator, and seek the video to the hand's
 * moment. ← → step and Space plays while it has focus.
 */
export function HandReplayer({ hand, title, onShowInVideo, jump }: HandReplayerProps) {
  const replay = useReplay(hand);
  const { goToStreet } = replay;
  const section = useRef<HTMLElement>(null);
  // Each ask moves the replay once: a discussion read again (a new post) must not move it back.
  const answered = useRef<StreetJump | null>(null);
  useEffect(() => {
    if (!jump || jump === answered.current) return;
    answered.current = jump;
    goToStreet(jump.street);
    section.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [jump, goToStreet]);
  const spot = equitySpot(hand, replay.state);
  return (
    <section
      ref={section}
      aria-label={`Hand replayer: ${title}`}
      aria-keyshortcuts="ArrowLeft ArrowRight Space"
      tabIndex={0}
      onKeyDown={replay.onKeyDown}
      style={{ outlineOffset: 2 }}
      data-replayer
    >
      <PokerTable hand={hand} state={replay.state} />
      <Typography.Paragraph aria-live="polite" style={{ textAlign: 'center', margin: '4px 0 8px' }} data-caption>
        {replay.state.caption}
      </Typography.Paragraph>
      <StreetEquity hand={hand} state={replay.state} />
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
        {/* A tab of its own, so the lecture and the replay stay where they are. */}
        <Button
          icon={<CalculatorOutlined />}
          href={spot ? equityHref(spot) : undefined}
          target="_blank"
          rel="noopener"
          disabled={!spot}
          title={spot ? undefined : NO_SPOT}
        >
          Open in Equity
        </Button>
        {onShowInVideo && (
          <Button icon={<PlayCircleOutlined />} onClick={onShowInVideo}>
            Show in video
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', marginTop: 6 }} data-step>
        Step {replay.index} of {replay.last}
      </Typography.Text>
    </section>
  );
}
