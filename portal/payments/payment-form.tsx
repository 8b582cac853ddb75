import { Alert, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import type { Purchase } from '../../providers/payments-api';
import type { OfferPreview, PaymentsConfigResponse, PlanOffering, UserRecord } from '../../providers/types';
import { TeamPurchaseField } from '../seats/team-purchase-field';
import { OfferCodeField } from './offer-code-field';
import { PlanPrice } from './plan-price';
import { ProviderCardForm } from './provider-card-form';
import { type ConfirmCard, useMembershipPayment } from './use-membership-payment';

/** The code applied on the page and what the server said of it for this plan. */
export interface AppliedCode {
  code: string | null;
  checking: boolean;
  offer?: OfferPreview;
  refusal?: string;
  apply(code: string): void;
  remove(): void;
}

export interface PaymentFormProps {
  user: Pick<UserRecord, 'name' | 'email' | 'dob' | 'phone'>;
  config: PaymentsConfigResponse;
  plan: PlanOffering;
  offerCode: AppliedCode;
}

/**
 * The default plan without a code, for one member, is bought with an empty body, as before plans were
 * data; a code only once the server took it; seats only for a team.
 */
export function purchaseOf(
  plan: PlanOffering,
  { code, offer }: Pick<AppliedCode, 'code' | 'offer'>,
  seats = 1,
): Purchase | undefined {
  const taken = offer && code ? code : undefined;
  const team = seats > 1;
  if (plan.isDefault && !taken && !team) return undefined;
  return { planId: plan.id, ...(taken && { code: taken }), ...(team && { seats }) };
}

const DETAILS = [
  ['Name', 'name'],
  ['Email Address', 'email'],
  ['DOB', 'dob'],
  ['Phone', 'phone'],
] as const;

/**
 * The member's details (read-only, looking it), the offer code with the price it gives, the card field of
 * the provider in use, `Pay`, and any error; the membership note is on the plan card.
 */
export function PaymentForm({ user, config, plan, offerCode }: PaymentFormProps) {
  const { pay: payWith, paying, error } = useMembershipPayment();
  const [seats, setSeats] = useState(1);
  const pay = (confirmCard: ConfirmCard) => payWith(confirmCard, purchaseOf(plan, offerCode, seats));
  // Paying while the code is checked would charge the price before it.
  const busy = paying || offerCode.checking;

  return (
    <Card
      style={{ maxWidth: 560 }}
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Payment Details
        </Typography.Title>
      }
    >
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          {DETAILS.map(([label, key]) => (
            // Name and email a row each, as the other forms have them; the short DOB and phone share one.
            <Col key={key} xs={24} sm={key === 'name' || key === 'email' ? 24 : 12}>
              <Form.Item label={label} htmlFor={`payment-${key}`}>
                {/* Filled, without the editable border; a long email wraps instead of being cut. */}
                <Input.TextArea
                  id={`payment-${key}`}
                  value={user[key] ?? ''}
                  readOnly
                  variant="filled"
                  autoSize
                  style={{ resize: 'none' }}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      <TeamPurchaseField plan={plan} seats={seats} onChange={setSeats} />
      <OfferCodeField
        code={offerCode.code}
        checking={offerCode.checking}
        refusal={offerCode.refusal}
        applied={Boolean(offerCode.offer)}
        onApply={offerCode.apply}
        onRemove={offerCode.remove}
      />
      {offerCode.offer && (
        <div style={{ marginBottom: 16 }}>
          <PlanPrice plan={plan} offer={offerCode.offer} />
        </div>
      )}
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      <ProviderCardForm config={config} paying={busy} onPay={pay} />
    </Card>
  );
}
