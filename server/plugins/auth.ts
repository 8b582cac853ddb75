import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStaff } from '../../common/roles.js';
import { hasContentAccess, MEMBERSHIP_REQUIRED } from '../access/membership.js';
import { accessFor, isStaffArea, mayUse, type StaffArea } from '../access/roles.js';
import type { AuthUser } from '../access/types.js';
import { MESSAGES } from '../constants.js';
import type { AppDeps } from '../deps.js';
import { forbidden, unauthorized } from '../errors.js';
import { isLive, type RequestOrigin } from '../services/live-sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** On a staff route: the rule-table area it belongs to (what its audit entries and live events name). */
    staffArea: StaffArea | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** An event stream EventSource opens: it cannot send headers, so its token may come as `?token=`. */
    tokenInQuery?: boolean;
    /** A staff route about records of the area its `:resource` names (a record's history): that area's rule decides. */
    areaFromParams?: boolean;
  }
}

/** Reads the bearer token (or `?token=` on an event stream's route) and loads its user, or answers 401. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('staffArea', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await userForToken(app.deps, token);
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    request.user = user;
  });
});

type SessionDeps = Pick<AppDeps, 'signedIn' | 'liveSessions' | 'now'>;

/** The user a token stands for, or null when it is invalid, expired or revoked. */
export async function userForToken(deps: SessionDeps & Pick<AppDeps, 'jwt'>, token: string): Promise<AuthUser | null> {
  const claims = await deps.jwt.verify(token);
  if (!claims) return null;
  const user = await sessionUser(deps, claims.userId, claims.sessionId);
  // A password change bumps the version: the key that changed it is replaced, its session goes on.
  return user?.tokenVersion === claims.tokenVersion ? user : null;
}

/**
 * The user of a session while it is live (not revoked, not expired) and the account may sign in
 * (active, not deleted), else null: what a key, an open socket and a media link are each checked
 * against. Both rows come from memory while nothing changed.
 */
export async function sessionUser(deps: SessionDeps, userId: number, sessionId: string): Promise<AuthUser | null> {
  const session = await deps.liveSessions.get(sessionId);
  if (!isLive(session) || session.userId !== userId) return null;
  const row = (await deps.signedIn.get(userId))?.user;
  if (!row || row.deletedAt || !row.isActive) return null;
  deps.liveSessions.touch(session, deps.now());
  // Written out, not spread from a shared object: spreading costs most of this check's time.
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    subscribedUser: row.subscribedUser,
    tokenVersion: row.tokenVersion,
    sessionId,
  };
}

/** Where a request came from, for its session and the security history. */
export const requestOrigin = (request: FastifyRequest): RequestOrigin => ({
  address: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // Anywhere else a token in the URL would end up in histories, proxies' logs and Referer headers.
  if (!request.routeOptions.config.tokenInQuery || !request.headers.accept?.includes('text/event-stream'))
    return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' ? query.token : undefined;
}

/** On a route anyone may call: the caller when the request carries a token (a bad one is a 401, as anywhere), else null. */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  await request.server.authenticate(request);
  return request.user;
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The staff scope's check (onRequest: a member is refused before the body is read): a staff role whose
 * rules let it use the area, reading with GET, writing with every other method.
 */
export function requireStaffArea(area: StaffArea) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    if (!isStaff(user)) throw forbidden(MESSAGES.staffOnly);
    const named = request.routeOptions.config.areaFromParams && (request.params as { resource?: string }).resource;
    const target = named && isStaffArea(named) ? named : area;
    if (!mayUse(user.role, target, accessFor(request.method))) throw forbidden(MESSAGES.roleNotAllowed);
    request.staffArea = target;
  };
}

/** The subscriber scope's check: staff always, members only with an active membership. */
export async function requireMembership(request: FastifyRequest): Promise<void> {
  const { signedIn, now } = request.server.deps;
  if (!(await hasContentAccess(currentUser(request), signedIn, now()))) throw forbidden(MEMBERSHIP_REQUIRED);
}
