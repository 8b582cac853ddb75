import { quietly } from './api-calls';
import { memberQuery } from './member-query';
import type { OfferPreview } from './types';

export const offersKeys = {
  /** Every preview: a payment refused over its code may have changed what the code does. */
  all: ['offers'] as const,
  // Codes are stored upper case: `blackfriday` and `BLACKFRIDAY` are one answer.
  preview: (code: string, planId: number) => ['offers', 'preview', code.trim().toUpperCase(), planId] as const,
};

/**
 * What `code` does to the plan's price (before, discount, after, its label), or the server's refusal
 * naming why; the form shows its own state, so no overlay.
 */
export const offerPreviewQuery = (code: string, planId: number) =>
  memberQuery(offersKeys.preview(code, planId), () =>
    quietly.post<OfferPreview>('offers/check', { code: code.trim(), planId }),
  );
