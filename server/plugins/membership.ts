import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.js';
import { currentUser } from './auth.js';

export const MEMBERSHIP_REQUIRED = 'An active membership is needed for this. Please purchase a plan.';

/** Lecture content and profile edits: staff always, members only with an active membership. */
export async function requireMembership(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (user.role !== 'admin' && !user.subscribedUser) throw forbidden(MEMBERSHIP_REQUIRED);
}
