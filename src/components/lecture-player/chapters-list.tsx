import { Button, theme } from 'antd';
import type { Chapter } from './chapters';
import { PLAYER_TEXTS } from './constants';
import { MomentListCard, MomentText } from './moment-list-card';
import { chapterClock } from './time';

export interface ChaptersListProps {
  chapters: readonly Chapter[];
  /** The index of the chapter playing now, or -1. */
  current: number;
  onOpen(seconds: number): void;
}

/** The lecture's chapters as `mm:ss Title` buttons that play from there; the current one marked. Nothing without chapters. */
export function ChaptersList({ chapters, current, onOpen }: ChaptersListProps) {
  const { token } = theme.useToken();
  if (chapters.length === 0) return null;
  return (
    <MomentListCard title={PLAYER_TEXTS.chapters}>
      {chapters.map((chapter, index) => {
        const playing = index === current;
        const clock = chapterClock(chapter.start);
        return (
          <li key={`${chapter.start}-${chapter.title}`}>
            <Button
              type="text"
              block
              aria-current={playing ? 'true' : undefined}
              onClick={() => onOpen(chapter.start)}
              style={{
                justifyContent: 'flex-start',
                height: 'auto',
                paddingBlock: token.paddingXXS,
                whiteSpace: 'normal',
                textAlign: 'start',
                fontWeight: playing ? token.fontWeightStrong : undefined,
                background: playing ? token.colorFillSecondary : undefined,
                boxShadow: playing ? `inset 3px 0 0 ${token.colorPrimary}` : undefined,
              }}
            >
              <MomentText time={clock}>{chapter.title}</MomentText>
            </Button>
          </li>
        );
      })}
    </MomentListCard>
  );
}
