import { Card, Carousel, theme, Typography } from 'antd';
import type { PromotionRecord } from '../../providers/types';
import { PromotionBanner } from '../../src/components/promotion-banner';
import { PROMOTION_CAROUSEL } from '../constants';

/** Active promotions, one slide at a time: autoplay 3 s, speed 1 s, dots and arrows, no loop. */
export function PromotionsCarousel({ promotions }: { promotions: PromotionRecord[] }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="promotions-title" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="promotions-title" style={{ fontSize: 20 }}>
        Promotions
      </Typography.Title>
      <Card styles={{ body: { padding: 0 } }}>
        <Carousel
          autoplay
          autoplaySpeed={PROMOTION_CAROUSEL.autoplaySpeed}
          speed={PROMOTION_CAROUSEL.speed}
          dots
          arrows
          infinite={false}
          slidesToShow={1}
        >
          {promotions.map((promotion) => (
            <div key={promotion.id}>
              <div
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 16,
                  padding: '16px 48px 40px',
                  alignItems: 'center',
                  background: token.colorBgContainer,
                }}
              >
                <div style={{ flex: '1 1 320px', maxWidth: 480 }}>
                  <PromotionBanner src={promotion.image} alt={promotion.title} borderRadius={token.borderRadius} />
                </div>
                <div style={{ flex: '1 1 240px' }}>
                  <Typography.Title level={3} style={{ fontSize: 18 }}>
                    {promotion.title}
                  </Typography.Title>
                  <Typography.Paragraph>{promotion.description}</Typography.Paragraph>
                </div>
              </div>
            </div>
          ))}
        </Carousel>
      </Card>
    </section>
  );
}
