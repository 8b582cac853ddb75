import { Tag } from 'antd';
import { useMemo } from 'react';
import { formatAmount } from '../../common/money';
import type { OfferRecord, PlanRecord } from '../../providers/types';
import { DeleteAction } from '../shared/delete-action';
import { asStatus, type Field } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';
import { discountText, durationText, offerCurrency, plansText, redemptionsText, windowText } from './offer-terms';
import { usePlanChoices } from './use-plan-choices';

const TEXTS: ListTexts = {
  title: 'Offers',
  caption: 'Offers',
  search: 'Search offers by code',
  add: 'Add New Offer',
};

const columnsFor = (plans: PlanRecord[]): Field<OfferRecord>[] => [
  ['code', 'Code'],
  ['percentOff', 'Discount', (_: unknown, offer: OfferRecord) => discountText(offer, offerCurrency(offer, plans))],
  ['duration', 'Duration', (_: unknown, offer: OfferRecord) => durationText(offer)],
  ['planIds', 'Plans', (_: unknown, offer: OfferRecord) => plansText(offer, plans)],
  ['redemptions', 'Redemptions', (_: unknown, offer: OfferRecord) => redemptionsText(offer)],
  [
    'revenue',
    'Revenue',
    (revenue: number, offer: OfferRecord) => formatAmount({ amount: revenue, currency: offerCurrency(offer, plans) }),
  ],
  ['startsAt', 'Window', (_: unknown, offer: OfferRecord) => windowText(offer)],
  ['active', 'Status', asStatus],
  ['firstTimeOnly', 'New members', (firstTimeOnly: boolean) => (firstTimeOnly ? <Tag>First-time only</Tag> : null)],
];
// A redeemed offer is refused (409, deactivate it instead): the server's message becomes the toast.
const deleteButton = (offer: OfferRecord) => <DeleteAction resource="offers" id={offer.id} name={offer.code} />;

/** Discount codes: what each takes off and for how long, on which plans, how often used, what it brought in. */
export function OfferList() {
  const { plans } = usePlanChoices();
  const columns = useMemo(() => columnsFor(plans), [plans]);
  return (
    <ResourceList<OfferRecord>
      resource="offers"
      texts={TEXTS}
      fields={columns}
      sortable={['code', 'startsAt']}
      nameOf={(offer) => offer.code}
      rowExtra={deleteButton}
      exportable={false}
    />
  );
}
