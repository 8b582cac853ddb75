import { z } from 'zod';
import { MAX_DESCRIPTION, MAX_TITLE } from '../../common/limits.js';
import { isoDateTime, moment, patchOf } from './common.js';
import { mediaReference } from './lectures.js';
import { listQuery } from './list.js';
import { text } from './text.js';

/** `expire` is a number flag, as clients already read it: 0 while the promotion runs now, 1 otherwise. */
export const promotionRecord = z.object({
  id: z.number(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime.nullable(),
  expire: z.union([z.literal(0), z.literal(1)]),
  createdAt: isoDateTime,
});
export type PromotionRecord = z.infer<typeof promotionRecord>;
export const promotionWithMessage = promotionRecord.extend({ message: z.string() });

const promotionFields = z.object({
  image: mediaReference,
  title: text(MAX_TITLE, 'Please enter a title'),
  description: text(MAX_DESCRIPTION).default(''),
  startsAt: moment.optional(),
  endsAt: moment.nullable().optional(),
});
const endsAfterStart = (body: { startsAt?: Date; endsAt?: Date | null }) =>
  !body.startsAt || !body.endsAt || body.endsAt > body.startsAt;

export const promotionBody = promotionFields.refine(endsAfterStart, {
  path: ['endsAt'],
  message: 'The end must be after the start',
});
export type PromotionBody = z.input<typeof promotionBody>;
export const promotionPatch = patchOf(promotionFields).refine(endsAfterStart, {
  path: ['endsAt'],
  message: 'The end must be after the start',
});

export const promotionListQuery = listQuery(['id', 'title', 'startsAt', 'endsAt', 'createdAt']);
export const promotionList = z.array(promotionRecord);
