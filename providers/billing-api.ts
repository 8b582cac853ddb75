import { API_PREFIX } from '../common/paths';
import { quietGet, quietly } from './api-calls';
import { download } from './file-download';
import { memberQuery } from './member-query';
import type { BillingPortalResponse, BillingResponse, CardSetupResponse, ChargeRecord, UseCardResponse } from './types';

export const billingKeys = { all: ['billing'] as const };

/** The member's plan, next charge and every charge and refund, newest first (the profile's card draws its own skeleton). */
export const billingQuery = () => memberQuery(billingKeys.all, () => quietGet<BillingResponse>('user/billing'));

/** The API names a receipt by its full address (`/api/user/billing/receipts/12`); the client adds the prefix itself. */
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
