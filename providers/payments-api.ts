import { get, post } from './api-calls';
import { memberQuery } from './member-query';
import type {
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  LocalConfirmBody,
  LocalConfirmResponse,
  PaymentsConfigResponse,
  PlanResponse,
  UserRecord,
} from './types';

export const paymentsKeys = { config: ['payments', 'config'] as const, plan: ['payments', 'plan'] as const };

export const paymentsConfigQuery = () =>
  memberQuery(paymentsKeys.config, () => get<PaymentsConfigResponse>('payments/config'));

/** The plan the provider charges (amount, currency, interval, features), as Select Plan shows it. */
export const planQuery = () => memberQuery(paymentsKeys.plan, () => get<PlanResponse>('payments/plan'));

/** Membership payments (docs/API.md#membership): create, confirm with the provider, attach, cancel. */
export const paymentsApi = {
  createSubscription: () => post<CreateSubscriptionResponse>('user/create/subscription'),
  confirmLocal: (body: LocalConfirmBody) => post<LocalConfirmResponse>('payments/local/confirm', body),
  attach: (pmId: string) => post<UserRecord>('user/attached/payment-method', { pm_id: pmId }),
  cancel: () => post<CancelSubscriptionResponse>('user/cancel/subscription'),
};
