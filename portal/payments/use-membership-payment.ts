import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { PATHS } from '../../common/paths';
import { billingKeys } from '../../providers/billing-api';
import { STORAGE_KEYS } from '../../providers/constants';
import { invalidate } from '../../providers/member-query';
import { offersKeys } from '../../providers/offers-api';
import { paymentsApi, type Purchase } from '../../providers/payments-api';
import { disconnectSocket } from '../../providers/socket';
import { PAYMENT_DIALOG_MS, PORTAL_TEXTS } from '../constants';

/** Confirms the card with the provider for this payment; resolves to the payment method id. */
export type ConfirmCard = (clientSecret: string) => Promise<string>;

/** After paying, the member is signed out so the next sign-in's key carries the membership. */
function signOutForRelogin(): void {
  disconnectSocket();
  localStorage.removeItem(STORAGE_KEYS.token);
  window.location.assign(PATHS.home);
}

/**
 * Create (or resume) the subscription for the plan and code → confirm the card → attach the method (the
 * server checks the invoice is paid) → success dialog → re-login. A failure at any step is shown to the
 * member; a code refused at the first step charges nothing.
 */
export function useMembershipPayment() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async (confirmCard: ConfirmCard, purchase?: Purchase) => {
    setPaying(true);
    setError(null);
    try {
      const { clientSecret } = await paymentsApi
        .createSubscription(purchase)
        // A code refused now (used up meanwhile, already used) no longer gives the price shown: read it again.
        .catch((refusal: unknown) => {
          if (purchase?.code) void invalidate(queryClient, [offersKeys.all]);
          throw refusal;
        });
      const paymentMethodId = await confirmCard(clientSecret);
      const user = await paymentsApi.attach(paymentMethodId);
      if (!user.subscribedUser) throw new Error(PORTAL_TEXTS.paymentIncomplete);
      void invalidate(queryClient, [billingKeys.all]);
      const dialog = modal.success({
        title: PORTAL_TEXTS.paymentDoneTitle,
        content: PORTAL_TEXTS.paymentDone,
        okButtonProps: { style: { display: 'none' } },
      });
      window.setTimeout(() => {
        dialog.destroy();
        signOutForRelogin();
      }, PAYMENT_DIALOG_MS);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : PORTAL_TEXTS.paymentIncomplete);
      setPaying(false);
    }
  };

  return { pay, paying, error, clearError: () => setError(null) };
}
