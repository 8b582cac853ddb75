import type { OfferBody, OfferRecord } from '../../providers/types';

export type DiscountType = 'percent' | 'amount';

/** The offer form's values: the body's fields (amounts in cents already), plus which kind of discount it gives. */
export type OfferValues = Partial<Omit<OfferBody, 'startsAt' | 'endsAt'>> & {
  discountType?: DiscountType;
  startsAt?: string | null;
  endsAt?: string | null;
};

/** The kind of discount a stored offer gives, for its form's switch. */
export const discountTypeOf = (offer: Pick<OfferRecord, 'amountOffCents'>): DiscountType =>
  offer.amountOffCents !== null ? 'amount' : 'percent';

/**
 * The API's body: the one discount the switch chose (the other cleared), months only for a repeating
 * one, no plans meaning every plan, and an empty limit, end or promotion as none.
 */
export function offerBody(values: OfferValues): OfferBody {
  const { discountType = 'percent', duration = 'once', startsAt, endsAt } = values;
  return {
    code: values.code ?? '',
    description: values.description ?? '',
    percentOff: discountType === 'percent' ? (values.percentOff ?? null) : null,
    amountOffCents: discountType === 'amount' ? (values.amountOffCents ?? null) : null,
    duration,
    durationMonths: duration === 'repeating' ? (values.durationMonths ?? null) : null,
    planIds: values.planIds ?? [],
    maxRedemptions: values.maxRedemptions ?? null,
    ...(startsAt ? { startsAt } : {}),
    endsAt: endsAt || null,
    firstTimeOnly: Boolean(values.firstTimeOnly),
    active: values.active ?? true,
    promotionId: values.promotionId ?? null,
  };
}
