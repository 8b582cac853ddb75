import { quietGet, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { PlanOffering } from './types';

export const plansKeys = { offerings: ['plans', 'offerings'] as const };

/**
 * The active plans in display order, one card each on Select Plan (a fresh site has one, the default) and
 * the profile's Change plan, read through `read` (the server reads them to draw the profile).
 */
export const plansQuery = (read: ReadJson = quietGet) =>
  memberQuery(plansKeys.offerings, () => read<PlanOffering[]>('plans'));
