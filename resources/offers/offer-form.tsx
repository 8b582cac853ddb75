import { useEffect } from 'react';
import type { OfferBody, OfferRecord } from '../../providers/types';
import { createAndEdit, ResourceForm } from '../shared/resource-form';
import { useStaffForm } from '../shared/use-staff-form';
import { OfferFields } from './offer-fields';
import { offerCurrency } from './offer-terms';
import { discountTypeOf, offerBody, type OfferValues } from './offer-values';
import { usePlanChoices } from './use-plan-choices';

/** Add and Edit Offer: every refusal of the server shows under the field it names. */
function OfferForm({ isNew }: { isNew: boolean }) {
  const form = useStaffForm<OfferRecord, OfferValues>({
    resource: 'offers',
    action: isNew ? 'create' : 'edit',
    toBody: (values): OfferBody => offerBody(values),
    defaults: { discountType: 'percent', duration: 'once', firstTimeOnly: false, active: true },
  });
  const { record, form: instance } = form;
  const { plans } = usePlanChoices();
  // The switch is the form's own: the record says which discount it gives by which amount it has.
  useEffect(() => {
    if (record) instance.setFieldValue('discountType', discountTypeOf(record));
  }, [record, instance]);
  return (
    <ResourceForm form={form} title={isNew ? 'Add Offer' : 'Edit Offer'} name={isNew ? 'add-offer' : 'edit-offer'}>
      <OfferFields currency={offerCurrency({ planIds: record?.planIds ?? [] }, plans)} />
    </ResourceForm>
  );
}

export const [OfferCreate, OfferEdit] = createAndEdit(OfferForm);
