import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../../common/roles.js';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-errors.js';
import { notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import type { Filing } from '../shared/audited-writes.js';
import { DISCUSSION_TEXTS } from './texts.js';

/**
 * Where a write through the routes members use too is filed: staff's (a coach's answer, deleting a
 * member's post) under discussions; a member's own posts are not staff writes and record nothing.
 */
export const staffFiling = (request: FastifyRequest) => (): Filing =>
  isStaff(currentUser(request)) ? { resource: 'discussions' } : {};

/**
 * A write naming a post deleted meanwhile (a reply, vote, report or answer mark racing the delete of
 * its question or reply) is refused by the foreign key: the same 404 as a post already gone.
 */
export async function unlessPostGone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw notFound(DISCUSSION_TEXTS.postNotFound);
    throw error;
  }
}
