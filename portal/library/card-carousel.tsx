import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { useEffect, useState } from 'react';
import type { LectureRecord } from '../../providers/types';
import { VideoCard } from '../../src/components/video-card';
import { useAtLeast } from '../../src/routes/use-at-least';
import { MODULE_CAROUSEL_AUTOPLAY_MS } from '../constants';
import { useHeld } from '../shared/use-held';

/** 4 cards, 3 below 1200 px, 2 below 992 px, 1 below 576 px (docs/PRODUCT.md#modules). */
export function slidesFor(screens: Partial<Record<'sm' | 'lg' | 'xl', boolean>>): number {
  if (screens.xl) return 4;
  if (screens.lg) return 3;
  if (screens.sm) return 2;
  return 1;
}

/**
 * Cards a page at a time, advancing every 3 s while nobody hovers or focuses it. Only the cards
 * on screen are rendered, so nothing hidden can take the keyboard focus. The page's first carousel
 * (`leading`) has its first card's poster fetched at once, as lecture grids do: it is the page's
 * largest paint, which waited, lazily, behind the app's scripts.
 */
export function CardCarousel({
  lectures,
  label,
  leading = false,
}: {
  lectures: LectureRecord[];
  label: string;
  leading?: boolean;
}) {
  // As wide as the window, or as the one the server draws for (antd's Grid knows no window there).
  const slides = slidesFor({ sm: useAtLeast('sm'), lg: useAtLeast('lg'), xl: useAtLeast('xl') });
  const [start, setStart] = useState(0);
  const { held, holdHandlers } = useHeld();
  const last = Math.max(0, lectures.length - slides);
  const first = Math.min(start, last);

  useEffect(() => {
    if (held || last === 0) return;
    const timer = window.setInterval(
      () => setStart((value) => (value >= last ? 0 : value + 1)),
      MODULE_CAROUSEL_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [held, last]);

  return (
    <Flex align="center" gap={8} role="group" aria-roledescription="carousel" aria-label={label} {...holdHandlers}>
      <Button
        shape="circle"
        icon={<LeftOutlined />}
        aria-label={`Previous ${label} videos`}
        disabled={first === 0}
        onClick={() => setStart(Math.max(0, first - 1))}
      />
      <Row gutter={[16, 16]} style={{ flex: 1, minWidth: 0 }}>
        {lectures.slice(first, first + slides).map((lecture, index) => (
          <Col key={lecture.id} span={24 / slides}>
            <VideoCard lecture={lecture} first={leading && index === 0} />
          </Col>
        ))}
      </Row>
      <Button
        shape="circle"
        icon={<RightOutlined />}
        aria-label={`Next ${label} videos`}
        disabled={first >= last}
        onClick={() => setStart(Math.min(last, first + 1))}
      />
    </Flex>
  );
}
