import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '../../providers/api-error';
import { billingApi, billingKeys } from '../../providers/billing-api';
import { invalidate } from '../../providers/member-query';
import type { UseCardResponse } from '../../providers/types';
import type { ConfirmCard } from '../payments/use-membership-payment';

/**
 * A card update: the server's setup → the provider's card form confirms the card → the card put on file
 * (a failing renewal is charged with it at once). `save` resolves to the server's answer, or null with
 * `error` set; the billing is read again either way (a card saved whose payment declined is on file too).
 */
export function useCardUpdate() {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (confirmCard: ConfirmCard): Promise<UseCardResponse | null> => {
    setSaving(true);
    setError(null);
    try {
      const { clientSecret } = await billingApi.startCardUpdate();
      return await billingApi.useCard(await confirmCard(clientSecret));
    } catch (failure) {
      setError(toApiError(failure).message);
      return null;
    } finally {
      setSaving(false);
      void invalidate(queryClient, [billingKeys.all]);
    }
  };

  return { save, saving, error, clearError: () => setError(null) };
}
