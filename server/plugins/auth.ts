import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasContentAccess, MEMBERSHIP_REQUIRED } from '../access/membership.js';
import { isStaff } from '../access/roles.js';
import type { AuthUser } from '../access/types.js';
import { MESSAGES } from '../constants.js';
import type { AppDeps } from '../deps.js';
import { forbidden, unauthorized } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** An event stream EventSource opens: it cannot send headers, so its token may come as `?token=`. */
    tokenInQuery?: boolean;
  }
}

/** Reads the bearer token (or `?token=` on an event stream's route) and loads its user, or answers 401. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const user = await userForToken(app.deps, token);
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    request.user = user;
  });
});

/** The user a token stands for, or null when it is invalid, expired or revoked. */
export async function userForToken(deps: Pick<AppDeps, 'jwt' | 'sessions'>, token: string): Promise<AuthUser | null> {
  const claims = await deps.jwt.verify(token);
  if (!claims) return null;
  const user = await activeUser(deps, claims.userId);
  // A password change, reset or deactivation bumps the version: older tokens stop here.
  return user?.tokenVersion === claims.tokenVersion ? user : null;
}

/** The user of an id while the account is active (not deactivated, not deleted), else null. */
export async function activeUser(deps: Pick<AppDeps, 'sessions'>, userId: number): Promise<AuthUser | null> {
  const session = await deps.sessions.get(userId);
  const row = session?.user;
  if (!row || row.deletedAt || !row.isActive) return null;
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    subscribedUser: row.subscribedUser,
    tokenVersion: row.tokenVersion,
  };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // Anywhere else a token in the URL would end up in histories, proxies' logs and Referer headers.
  if (!request.routeOptions.config.tokenInQuery || !request.headers.accept?.includes('text/event-stream'))
    return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' ? query.token : undefined;
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The staff scope's check (onRequest: a member is refused before the body is read). */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!isStaff(currentUser(request))) throw forbidden(MESSAGES.staffOnly);
}

/** The subscriber scope's check: staff always, members only with an active membership. */
export async function requireMembership(request: FastifyRequest): Promise<void> {
  const { sessions, now } = request.server.deps;
  if (!(await hasContentAccess(currentUser(request), sessions, now()))) throw forbidden(MEMBERSHIP_REQUIRED);
}
