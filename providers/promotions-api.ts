import { quietGet, type ReadJson } from './api-calls';
import { memberQuery } from './member-query';
import type { PromotionRecord } from './types';

export const promotionsKeys = { all: ['promotions'] as const };

export const promotionsQuery = (read: ReadJson = quietGet) =>
  memberQuery(promotionsKeys.all, () => read<PromotionRecord[]>('promotion'));
