import { ExportOutlined } from '@ant-design/icons';
import { Button, Flex, List, Tag, Typography } from 'antd';
import type { ChargeRecord } from '../../providers/types';
import { BILLING_TEXTS } from '../constants';
import { billingDate, cardLine, chargeAmount, discountLine } from './billing-format';
import { ReceiptButton } from './receipt-button';

/** Every charge and refund, newest first: date, what it was for, amount, discount, card, receipt number and its files. */
export function ChargeList({ charges }: { charges: ChargeRecord[] }) {
  return (
    <List
      itemLayout="vertical"
      size="small"
      dataSource={charges}
      rowKey="id"
      locale={{ emptyText: BILLING_TEXTS.noCharges }}
      aria-label={BILLING_TEXTS.historyTitle}
      renderItem={(charge) => (
        <List.Item
          data-testid="charge"
          actions={[
            <ReceiptButton key="receipt" charge={charge} />,
            ...(charge.hostedInvoiceUrl
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
              : []),
          ]}
        >
          <Flex justify="space-between" align="baseline" gap={8} wrap>
            <Typography.Text strong>
              {billingDate(charge.createdAt)} · {charge.description}
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
