import { Alert, Card, Col, Form, Input, Row, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { UserRecord } from '../../providers/types';
import type { PaymentsConfigResponse } from '../../providers/types';
import { PageLoader } from '../../src/components/page-loader';
import { LocalCardForm } from './local-card-form';
import { useMembershipPayment } from './use-membership-payment';

// Stripe.js comes from Stripe's servers: load it only when the provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

export interface PaymentFormProps {
  user: Pick<UserRecord, 'name' | 'email' | 'dob' | 'phone'>;
  config: PaymentsConfigResponse;
}

const DETAILS = [
  ['Name', 'name'],
  ['Email Address', 'email'],
  ['DOB', 'dob'],
  ['Phone', 'phone'],
] as const;

/** The member's details (read-only, looking it), the card field of the provider in use, `Pay`, and any error; the membership note is on the plan card. */
export function PaymentForm({ user, config }: PaymentFormProps) {
  const { pay, paying, error } = useMembershipPayment();

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
      {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
      {config.provider === 'stripe' && config.publishableKey ? (
        <Suspense fallback={<PageLoader />}>
          <StripeCardForm publishableKey={config.publishableKey} paying={paying} onPay={pay} />
        </Suspense>
      ) : (
        <LocalCardForm paying={paying} onPay={pay} />
      )}
    </Card>
  );
}
