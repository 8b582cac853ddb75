import { formatClock } from '../video-card';
import type { StoryboardCue } from './storyboard';

export interface SeekPreviewProps {
  seconds: number;
  chapterTitle?: string;
  cue?: StoryboardCue;
  /** Where the pointer is along the bar, and the bar's width, in pixels. */
  offset: number;
  width: number;
}

const TEXT_ONLY_WIDTH = 120;
/** The box's padding on both sides (player.css). */
const PADDING = 8;

/** Above the seek bar where the pointer is: the storyboard's frame for that time, the time and the chapter. */
export function SeekPreview({ seconds, chapterTitle, cue, offset, width }: SeekPreviewProps) {
  const boxWidth = cue?.w ?? TEXT_ONLY_WIDTH;
  // Centred on the pointer but never past the bar's ends.
  const outer = boxWidth + PADDING;
  const left = Math.min(Math.max(offset - outer / 2, 0), Math.max(width - outer, 0));
  return (
    <div className="seek-preview" style={{ left, width: boxWidth }} aria-hidden>
      {cue && (
        <div
          data-testid="storyboard-thumb"
          className="seek-preview__thumb"
          style={{
            width: cue.w,
            height: cue.h,
            backgroundImage: `url("${cue.image}")`,
            backgroundPosition: `-${cue.x}px -${cue.y}px`,
          }}
        />
      )}
      <div className="seek-preview__time">{formatClock(seconds)}</div>
      {chapterTitle && <div className="seek-preview__chapter">{chapterTitle}</div>}
    </div>
  );
}
