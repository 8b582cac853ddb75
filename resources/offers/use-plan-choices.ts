import { useList } from '@refinedev/core';
import type { PlanRecord } from '../../providers/types';
import { BACKGROUND } from '../shared/call-options';

/** Every plan (a handful): the offers' plan names and currency, and the form's plan choices. */
export function usePlanChoices() {
  const { result, query } = useList<PlanRecord>({ resource: 'plans', pagination: { mode: 'off' }, meta: BACKGROUND });
  return { plans: result.data ?? [], loading: query.isLoading };
}
