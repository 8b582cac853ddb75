import { Col, Form, Input, Row } from 'antd';
import { paymentsApi } from '../../providers/payments-api';
import { type CardFormValues, formatCardNumber, toCardBody } from './card-details';
import { PayButton } from './pay-button';
import type { ConfirmCard } from './use-membership-payment';

export interface CardFormProps {
  paying: boolean;
  onPay(confirmCard: ConfirmCard): void;
  /** The submit button's text: `Pay` unless given (a card update saves the card). */
  submitLabel?: string;
}

const required = (message: string) => [{ required: true, message }];

/** The local test gateway's card field: number, expiry and CVC, confirmed by the server (a payment or a card update). */
export function LocalCardForm({ paying, onPay, submitLabel }: CardFormProps) {
  const [form] = Form.useForm<CardFormValues>();

  const submit = (values: CardFormValues) => {
    const card = toCardBody(values);
    if (!card) {
      form.setFields([{ name: 'expiry', errors: ['Please enter the expiry as MM/YY'] }]);
      return;
    }
    // As Stripe.js: a card update confirms a SetupIntent (`seti_…`, nothing charged), a payment its PaymentIntent.
    const confirm = (clientSecret: string) =>
      clientSecret.startsWith('seti_') ? paymentsApi.confirmLocalSetup : paymentsApi.confirmLocal;
    onPay((clientSecret) => confirm(clientSecret)({ clientSecret, card }).then((answer) => answer.paymentMethodId));
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} aria-label="Card details">
      <Form.Item
        label="Card number"
        name="number"
        rules={required('Please enter your card number')}
        normalize={formatCardNumber}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label="Expiry (MM/YY)" name="expiry" rules={required('Please enter the expiry date')}>
            <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="CVC" name="cvc" rules={required('Please enter the security code')}>
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
          </Form.Item>
        </Col>
      </Row>
      <PayButton paying={paying} label={submitLabel} />
    </Form>
  );
}
