// A member's charges and refunds: the member's profile lists them with receipts, staff with refunds.
export { billingDate, cardLine, nextChargeLine } from './billing-format';
export { ChargeList } from './charge-list';
export { BILLING_TEXTS } from './texts';
