import { quietGet, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { PlanOffering } from './types';

export const plansKeys = { offerings: ['plans', 'offerings'] as const };

/** The active plans in display order, one card each on Select Plan (a fresh site has one, the default). */
export const plansQuery = () => memberQuery(plansKeys.offerings, () => quietGet<PlanOffering[]>('plans'));

/** The same plans for a card's button (the profile's Change plan): read quietly, so the page shows one loader. */
export const quietPlansQuery = (read: ReadJson = quietGet) =>
  memberQuery(plansKeys.offerings, () => read<PlanOffering[]>('plans'));
