import { Card, Checkbox, Flex, Typography } from 'antd';
import type { PromotionRecord } from '../../providers/types';
import { PromotionBanner } from '../../src/components/promotion-banner';
import { ToneBadge } from '../../src/components/status-badge';
import { DeleteAction } from '../shared/delete-action';
import { formatDate } from '../shared/format';
import { RowActions } from '../shared/row-actions';

interface PromotionCardProps {
  promotion: PromotionRecord;
  /** Its checkbox for the list's bulk actions (none for roles that may not write). */
  selection?: { checked: boolean; onChange(checked: boolean): void };
}

/** One promotion box: image, title, description, its dates and whether it runs now. */
export function PromotionCard({ promotion, selection }: PromotionCardProps) {
  return (
    <Card
      cover={<PromotionBanner src={promotion.image} alt={`${promotion.title} promotion`} />}
      actions={[
        <RowActions key="actions" resource="promotion" id={promotion.id} name={promotion.title}>
          <DeleteAction resource="promotion" id={promotion.id} name={promotion.title} />
        </RowActions>,
      ]}
      styles={{ actions: { display: 'flex', justifyContent: 'center' } }}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8}>
          <Flex gap={8} align="center">
            {selection && (
              <Checkbox
                aria-label={`Select ${promotion.title}`}
                checked={selection.checked}
                onChange={(event) => selection.onChange(event.target.checked)}
              />
            )}
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {promotion.title}
            </Typography.Title>
          </Flex>
          <ToneBadge
            tone={promotion.expire === 0 ? 'success' : 'default'}
            text={promotion.expire === 0 ? 'Running' : 'Not running'}
          />
        </Flex>
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {promotion.description}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {formatDate(promotion.startsAt)} – {promotion.endsAt ? formatDate(promotion.endsAt) : 'no end'}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
