import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { Form, theme } from 'antd';
import { useMemo } from 'react';
import type { CardFormProps } from './local-card-form';
import { PayButton } from './pay-button';

/** Stripe Elements' card field without postal code; loaded only when the server's provider is Stripe. */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ paying, onPay, submitLabel }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { token } = theme.useToken();

  const pay = () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay(async (clientSecret) => {
      // A trial or a card update charges nothing now: Stripe saves the card through a SetupIntent (`seti_…`).
      const result = clientSecret.startsWith('seti_')
        ? await stripe.confirmCardSetup(clientSecret, { payment_method: { card } })
        : await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) throw new Error(result.error.message);
      const method = 'setupIntent' in result ? result.setupIntent.payment_method : result.paymentIntent.payment_method;
      return typeof method === 'string' ? method : (method?.id ?? '');
    });
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Card">
        <div style={{ padding: 12, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
          <CardElement
            options={{ hidePostalCode: true, style: { base: { color: token.colorText, fontSize: '16px' } } }}
          />
        </div>
      </Form.Item>
      <PayButton paying={paying} disabled={!stripe} onClick={pay} label={submitLabel} />
    </Form>
  );
}
