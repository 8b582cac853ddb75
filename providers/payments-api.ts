import { post, quietGet, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type {
  CancelSubscriptionResponse,
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
  LocalConfirmBody,
  LocalConfirmResponse,
  PaymentsConfigResponse,
  UserRecord,
} from './types';

export const paymentsKeys = { config: ['payments', 'config'] as const };

/** The payment provider and its publishable key, read through `read` (the server reads it to draw the profile). */
export const paymentsConfigQuery = (read: ReadJson = quietGet) =>
  memberQuery(paymentsKeys.config, () => read<PaymentsConfigResponse>('payments/config'));

/** What is bought: a plan other than the default one, and an offer's code. */
export type Purchase = CreateSubscriptionBody;

/** Membership payments (docs/API.md#membership): create, confirm with the provider, attach, cancel. */
export const paymentsApi = {
  /** Without a purchase: the default plan, no code, an empty body as ever. */
  createSubscription: (purchase?: Purchase) => post<CreateSubscriptionResponse>('user/create/subscription', purchase),
  confirmLocal: (body: LocalConfirmBody) => post<LocalConfirmResponse>('payments/local/confirm', body),
  /** The local gateway's confirmCardSetup: a card update's card, checked and charged nothing. */
  confirmLocalSetup: (body: LocalConfirmBody) => post<LocalConfirmResponse>('payments/local/confirm-setup', body),
  attach: (pmId: string) => post<UserRecord>('user/attached/payment-method', { pm_id: pmId }),
  cancel: () => post<CancelSubscriptionResponse>('user/cancel/subscription'),
};
