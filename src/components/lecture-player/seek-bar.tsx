import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { type Chapter, chapterIndexAt } from './chapters';
import { PLAYER_TEXTS, SEEK_PAGE_SECONDS, SEEK_STEP_SECONDS } from './constants';
import { SeekPreview } from './seek-preview';
import { cueAt, type StoryboardCue } from './storyboard';
import { seekValueText, timeAtOffset } from './time';

export interface SeekBarProps {
  time: number;
  duration: number;
  chapters: readonly Chapter[];
  storyboard: readonly StoryboardCue[];
  onSeek(seconds: number): void;
}

interface Point {
  seconds: number;
  offset: number;
  width: number;
}

/**
 * The timeline: played part, chapter ticks, a preview (storyboard frame, time, chapter) under the
 * pointer; press or drag to seek. A slider for the keyboard: arrows ±10 s, Page Up/Down ±60 s, Home, End.
 */
export function SeekBar({ time, duration, chapters, storyboard, onSeek }: SeekBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<Point | null>(null);
  const [dragging, setDragging] = useState(false);

  const pointAt = (event: PointerEvent): Point => {
    const rect = bar.current!.getBoundingClientRect();
    const offset = Math.min(Math.max(event.clientX - rect.left, 0), rect.width);
    return { seconds: timeAtOffset(offset, rect.width, duration), offset, width: rect.width };
  };
  const shown = dragging && hover ? hover.seconds : time;
  const percent = duration > 0 ? Math.min(100, (shown / duration) * 100) : 0;
  const chapterTitle = (seconds: number) => chapters[chapterIndexAt(chapters, seconds)]?.title;

  const keys: Record<string, () => number> = {
    ArrowLeft: () => time - SEEK_STEP_SECONDS,
    ArrowDown: () => time - SEEK_STEP_SECONDS,
    ArrowRight: () => time + SEEK_STEP_SECONDS,
    ArrowUp: () => time + SEEK_STEP_SECONDS,
    PageDown: () => time - SEEK_PAGE_SECONDS,
    PageUp: () => time + SEEK_PAGE_SECONDS,
    Home: () => 0,
    End: () => duration,
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = keys[event.key];
    if (!target) return;
    event.preventDefault();
    onSeek(Math.min(Math.max(target(), 0), duration));
  };

  return (
    <div
      ref={bar}
      className="seek-bar"
      role="slider"
      tabIndex={0}
      aria-label={PLAYER_TEXTS.seek}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={seekValueText(shown, duration, chapterTitle(shown))}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        const point = pointAt(event);
        setDragging(true);
        setHover(point);
        onSeek(point.seconds);
      }}
      onPointerMove={(event) => {
        const point = pointAt(event);
        setHover(point);
        if (dragging) onSeek(point.seconds);
      }}
      onPointerUp={(event) => {
        setDragging(false);
        // A finger has no hover, and a mouse let go outside the bar has left it.
        const rect = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < rect.left || event.clientX > rect.right;
        if (event.pointerType !== 'mouse' || outside || event.clientY < rect.top || event.clientY > rect.bottom)
          setHover(null);
      }}
      onPointerCancel={() => {
        setDragging(false);
        setHover(null);
      }}
      onPointerLeave={() => {
        if (!dragging) setHover(null);
      }}
    >
      <div className="seek-bar__track">
        <div className="seek-bar__played" style={{ width: `${percent}%` }} />
        {duration > 0 &&
          chapters
            .filter((chapter) => chapter.start > 0 && chapter.start < duration)
            .map((chapter) => (
              <span
                key={chapter.start}
                className="seek-bar__tick"
                style={{ left: `${(chapter.start / duration) * 100}%` }}
              />
            ))}
        <div className="seek-bar__thumb" style={{ left: `${percent}%` }} />
      </div>
      {hover && (
        <SeekPreview
          seconds={hover.seconds}
          chapterTitle={chapterTitle(hover.seconds)}
          cue={cueAt(storyboard, hover.seconds)}
          offset={hover.offset}
          width={hover.width}
        />
      )}
    </div>
  );
}
