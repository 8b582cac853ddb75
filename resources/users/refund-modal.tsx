import { Alert, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatAmount } from '../../common/money';
import { type ApiError, fieldMessage } from '../../providers/api-error';
import type { ChargeRecord } from '../../providers/types';
import { BILLING_TEXTS, billingDate } from '../../src/components/charge-list';
import { USER_BILLING_TEXTS as TEXTS } from '../shared/constants';
import { centsField, MoneyInput, unitsOf } from '../shared/money-input';

export interface RefundModalProps {
  /** The payment refunded; none: the modal is closed. */
  charge: ChargeRecord | null;
  /** Sends the refund (cents, or none for all that is left): the server's message, or its ApiError thrown. */
  refund(chargeId: number, amount?: number): Promise<string>;
  onClose(): void;
  onDone(message: string): void;
}

/** Cents of a payment not refunded yet. */
export const leftToRefund = (charge: Pick<ChargeRecord, 'amountCents' | 'refundedCents'>) =>
  charge.amountCents - (charge.refundedCents ?? 0);

/**
 * The amount to give back in dollars, sent in cents: all that is left of the payment at first, never
 * more. All of it (or the field left empty) is sent as no amount, so the server gives back what is left
 * when it refunds, after a refund made meanwhile too; its refusal of a part lands on the field.
 */
export function RefundModal({ charge: asked, refund, onClose, onDone }: RefundModalProps) {
  const [form] = Form.useForm<{ amount?: number | null }>();
  // The payment stays written while the modal fades out after it is closed.
  const [charge, setCharge] = useState(asked);
  if (asked && asked !== charge) setCharge(asked);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refunded = charge?.refundedCents ?? 0;

  const send = async ({ amount }: { amount?: number | null }) => {
    if (!charge) return;
    setBusy(true);
    setProblem(null);
    try {
      const all = amount == null || amount === leftToRefund(charge);
      onDone(await refund(charge.id, all ? undefined : amount));
    } catch (failure) {
      const error = failure as ApiError;
      if (error.field === 'amountCents') form.setFields([{ name: 'amount', errors: [fieldMessage(error)] }]);
      else setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={Boolean(asked)}
      title={charge && TEXTS.refundOf(charge.receiptNumber)}
      okText={BILLING_TEXTS.refund}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      afterClose={() => setProblem(null)}
      destroyOnHidden
    >
      {charge && (
        // Not preserved: the next payment's modal starts from what is left of it.
        <Form
          key={charge.id}
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ amount: leftToRefund(charge) }}
          onFinish={(values) => void send(values)}
        >
          <Typography.Paragraph>
            {TEXTS.refundPaid(
              formatAmount({ amount: charge.amountCents, currency: charge.currency }),
              billingDate(charge.at),
            )}
            {refunded > 0 && ` ${TEXTS.refundedSoFar(formatAmount({ amount: refunded, currency: charge.currency }))}`}
          </Typography.Paragraph>
          <Form.Item label={TEXTS.refundAmount} name="amount" extra={TEXTS.refundAllHint} {...centsField}>
            <MoneyInput
              currency={charge.currency}
              min={0.01}
              max={unitsOf(leftToRefund(charge))}
              placeholder={TEXTS.refundAll}
            />
          </Form.Item>
          {problem && <Alert type="error" showIcon role="alert" message={problem} />}
        </Form>
      )}
    </Modal>
  );
}
