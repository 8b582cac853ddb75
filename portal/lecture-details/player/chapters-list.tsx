import { Button, Card, theme, Typography } from 'antd';
import { useId } from 'react';
import type { Chapter } from './chapters';
import { PLAYER_TEXTS } from './constants';
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
  const titleId = useId();
  if (chapters.length === 0) return null;
  return (
    <Card
      style={{ marginTop: 16 }}
      styles={{ body: { padding: token.paddingXS } }}
      title={
        <Typography.Title level={2} id={titleId} style={{ fontSize: 18, margin: 0 }}>
          {PLAYER_TEXTS.chapters}
        </Typography.Title>
      }
    >
      <ol aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {chapters.map((chapter, index) => {
          const playing = index === current;
          const clock = chapterClock(chapter.start);
          return (
            <li key={`${chapter.start}-${chapter.title}`}>
              <Button
                type="text"
                block
                // Spelled out: the two parts are separate elements, which some name calculations run together.
                aria-label={`${clock} ${chapter.title}`}
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
                <span style={{ fontVariantNumeric: 'tabular-nums', color: token.colorTextSecondary }}>{clock}</span>
                <span style={{ marginInlineStart: token.marginXS }}>{chapter.title}</span>
              </Button>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
