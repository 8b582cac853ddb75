import { z } from 'zod';

/** Request and response schemas shared by the server and the client (types only there). */

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const errorResponse = z.object({ message: z.string() }).loose();

/** Boolean fields also accept the texts "true"/"false", as the spec's helpers send them. */
export const looseBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'));
export const password = z.string().min(8, 'Password must be at least 8 characters').max(256, 'Password is too long');
export const isoDate = z.iso.date('Please enter a date as YYYY-MM-DD');
export const isoDateTime = z.string();
