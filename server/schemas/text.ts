import { z } from 'zod';
import { MAX_PHONE_LENGTH } from '../../common/limits.js';

/** PostgreSQL text cannot hold NUL: refuse it with a 400 instead of failing in the database. */
const NUL = /\0/;

/** A trimmed text field; `required` is the message when it is empty. */
export function text(max: number, required?: string) {
  const base = z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => !NUL.test(v), 'Contains an invalid character');
  return required ? base.refine((v) => v.length > 0, required) : base;
}

/** A phone number as members type it: digits, spaces, +, () and -. */
export const phone = z
  .string()
  .trim()
  .min(4, 'Please enter a valid phone number')
  .max(MAX_PHONE_LENGTH)
  .regex(/^[+0-9 ()-]+$/, 'Please enter a valid phone number');

/** Typed text matched against stored text: NUL cannot reach PostgreSQL, and no stored text holds it. */
export const matchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value.replace(/\0/g, ''));
