import { mutationOptions } from '@tanstack/react-query';
import { API_PREFIX } from '../common/paths';
import { quietGet, quietly, type ReadJson } from './api-calls';
import { download } from './file-download';
import { invalidate, memberQuery } from './member-query';
import type {
  BillingPortalResponse,
  BillingResponse,
  CardSetupResponse,
  ChargeRecord,
  PlanChangedResponse,
  PlanChangeQuote,
  UseCardResponse,
} from './types';

export const billingKeys = { all: ['billing'] as const };

/** The member's plan, next charge and every charge and refund, newest first (the profile's card draws its own skeleton). */
export const billingQuery = (read: ReadJson = quietGet) =>
  memberQuery(billingKeys.all, () => read<BillingResponse>('user/billing'));

/** What moving the membership to the plan would cost now (the server prorates); nothing asked before a plan is chosen. */
export const planChangeQuoteQuery = (planId: number | null) => ({
  ...memberQuery([...billingKeys.all, 'plan-change', planId], () =>
    quietGet<PlanChangeQuote>('user/subscription/change', { planId }),
  ),
  enabled: planId !== null,
});

/** Moves the membership to the plan now; its billing (plan, next charge, the new charge) is read again. */
export const changePlan = mutationOptions({
  mutationFn: (planId: number) => quietly.post<PlanChangedResponse>('user/subscription/change', { planId }),
  onSuccess: (_answer, _planId, _context, { client }) => void invalidate(client, [billingKeys.all]),
});

/** The API names a receipt by its full address (`/api/user/receipts/12`); the client adds the prefix itself. */
const underApi = (address: string) =>
  address.startsWith(`${API_PREFIX}/`) ? address.slice(API_PREFIX.length + 1) : address;

export const billingApi = {
  /** A charge's receipt as a PDF file, read with the member's key like every call (a plain link could not send it). */
  receipt: (charge: Pick<ChargeRecord, 'receipt' | 'receiptNumber'>) =>
    download({ url: underApi(charge.receipt), silent: true }, `receipt-${charge.receiptNumber}.pdf`),
  /** A card update's start: the secret the provider's card form confirms the new card with (nothing is charged). */
  startCardUpdate: () => quietly.post<CardSetupResponse>('user/billing/card'),
  /** The confirmed card put on file; a failing renewal is charged with it at once. */
  useCard: (paymentMethodId: string) => quietly.put<UseCardResponse>('user/billing/card', { paymentMethodId }),
  /** Stripe's customer portal for the member: where to send the browser. */
  stripePortal: () => quietly.post<BillingPortalResponse>('user/billing/portal'),
};
