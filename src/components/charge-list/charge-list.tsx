import { ExportOutlined } from '@ant-design/icons';
import { Button, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ChargeRecord } from '../../../providers/types';
import { billingDate, cardLine, chargeAmount, discountLine } from './billing-format';
import { BILLING_TEXTS } from './texts';

export interface ChargeListProps {
  charges: ChargeRecord[];
  /** Buttons of the viewer's own before the invoice link: the member's receipt, staff's refund. */
  actions?(charge: ChargeRecord): ReactNode[];
}

const invoiceLink = (charge: ChargeRecord) =>
  charge.hostedInvoiceUrl
    ? [
        <Button
          key="invoice"
          size="small"
          type="link"
          href={charge.hostedInvoiceUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExportOutlined aria-hidden />}
        >
          {BILLING_TEXTS.viewInvoice}
        </Button>,
      ]
    : [];

/** Every charge and refund, newest first: date, what it was for, amount, discount, card, receipt number, actions. */
export function ChargeList({ charges, actions }: ChargeListProps) {
  return (
    <List
      itemLayout="vertical"
      size="small"
      dataSource={charges}
      rowKey="id"
      // In the theme's secondary text: antd's list placeholder reads under 4.5:1.
      locale={{ emptyText: <Typography.Text type="secondary">{BILLING_TEXTS.noCharges}</Typography.Text> }}
      aria-label={BILLING_TEXTS.historyTitle}
      renderItem={(charge) => (
        <List.Item data-testid="charge" actions={[...(actions?.(charge) ?? []), ...invoiceLink(charge)]}>
          <Flex justify="space-between" align="baseline" gap={8} wrap>
            <Typography.Text strong>
              {billingDate(charge.at)} · {charge.description}
            </Typography.Text>
            <Flex gap={4} align="baseline">
              {charge.kind === 'refund' && <Tag>{BILLING_TEXTS.refund}</Tag>}
              <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
                {chargeAmount(charge)}
              </Typography.Text>
            </Flex>
          </Flex>
          <Typography.Text type="secondary">
            {[discountLine(charge), cardLine(charge.card), `${BILLING_TEXTS.receiptNumber} ${charge.receiptNumber}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
