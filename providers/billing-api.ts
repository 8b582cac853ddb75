import { API_PREFIX } from '../common/paths';
import { quietGet } from './api-calls';
import { download } from './file-download';
import { memberQuery } from './member-query';
import type { BillingResponse, ChargeRecord } from './types';

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
};
