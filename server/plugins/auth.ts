import type { DoneFuncWithErrOrRes, FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isStaff } from '../../common/roles.js';
import { hasContentAccess, MEMBERSHIP_REQUIRED } from '../access/membership.js';
import { accessFor, isStaffArea, mayUse, type StaffArea } from '../access/roles.js';
import type { AuthUser, TokenClaims } from '../access/types.js';
import { MESSAGES } from '../constants.js';
import type { AppDeps } from '../deps.js';
import { forbidden, unauthorized } from '../errors.js';
import { isLive, type RequestOrigin, type SessionRow } from '../services/live-sessions.js';
import type { SignedInUser } from '../services/signed-in.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** On a staff route: the rule-table area it belongs to (what its audit entries and live events name). */
    staffArea: StaffArea | null;
  }
  interface FastifyInstance {
    /** The signed-in scopes' onRequest hook: `request.user` from its token, else a 401. */
    authenticate: onRequestHookHandler;
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
  app.decorate('authenticate', (request: FastifyRequest, _reply: unknown, done: DoneFuncWithErrOrRes) =>
    settle(() => signIn(app.deps, request), done),
  );
});

type SessionDeps = Pick<AppDeps, 'signedIn' | 'liveSessions' | 'now'>;

/**
 * Sets `request.user` from the request's token, or throws a 401. Synchronous when the token, its
 * session and its user are all in memory (the same values the loads would answer): a cached member
 * call then waits on no promise.
 */
function signIn(deps: SessionDeps & Pick<AppDeps, 'jwt'>, request: FastifyRequest): void | Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const inMemory = userForTokenInMemory(deps, token);
  if (inMemory !== undefined) return accept(request, inMemory);
  return userForToken(deps, token).then((user) => accept(request, user));
}

function accept(request: FastifyRequest, user: AuthUser | null): void {
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  request.user = user;
}

/** A hook's work, synchronous or not, reported to its callback: no promise when none was needed. */
function settle(work: () => void | Promise<void>, done: DoneFuncWithErrOrRes): void {
  let pending: void | Promise<void>;
  try {
    pending = work();
  } catch (error) {
    done(error as Error);
    return;
  }
  if (pending) pending.then(() => done(), done);
  else done();
}

/** The user a token stands for, or null when it is invalid, expired or revoked. */
export async function userForToken(deps: SessionDeps & Pick<AppDeps, 'jwt'>, token: string): Promise<AuthUser | null> {
  const claims = await deps.jwt.verify(token);
  if (!claims) return null;
  return ofVersion(await sessionUser(deps, claims.userId, claims.sessionId), claims);
}

/** `userForToken` when everything it reads is in memory, else undefined. */
function userForTokenInMemory(deps: SessionDeps & Pick<AppDeps, 'jwt'>, token: string): AuthUser | null | undefined {
  const claims = deps.jwt.known(token);
  if (!claims) return undefined;
  const session = deps.liveSessions.peek(claims.sessionId);
  if (session === undefined) return undefined;
  if (!sessionHolds(session, claims.userId)) return null;
  const signed = deps.signedIn.peek(claims.userId);
  if (signed === undefined) return undefined;
  return ofVersion(userOf(deps, session, signed?.user), claims);
}

// A password change bumps the version: the key that changed it is replaced, its session goes on.
const ofVersion = (user: AuthUser | null, claims: TokenClaims) =>
  user?.tokenVersion === claims.tokenVersion ? user : null;

const sessionHolds = (session: SessionRow | null, userId: number): session is SessionRow =>
  isLive(session) && session.userId === userId;

/**
 * The user of a session while it is live (not revoked, not expired) and the account may sign in
 * (active, not deleted), else null: what a key, an open socket and a media link are each checked
 * against. Both rows come from memory while nothing changed.
 */
export async function sessionUser(deps: SessionDeps, userId: number, sessionId: string): Promise<AuthUser | null> {
  const session = await deps.liveSessions.get(sessionId);
  if (!sessionHolds(session, userId)) return null;
  return userOf(deps, session, (await deps.signedIn.get(userId))?.user);
}

/** The signed-in user of a live session, or null when the account may not sign in. */
function userOf(deps: SessionDeps, session: SessionRow, row: SignedInUser | undefined): AuthUser | null {
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
    sessionId: session.id,
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
  await signIn(request.server.deps, request);
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

/**
 * The subscriber scope's check: staff always, members only with an active membership; synchronous when
 * the membership is known in memory.
 */
export function requireMembership(request: FastifyRequest, _reply: unknown, done: DoneFuncWithErrOrRes): void {
  settle(() => {
    const { signedIn, now } = request.server.deps;
    const user = currentUser(request);
    const at = now();
    const inMemory = isStaff(user) || signedIn.membershipInMemory(user.id, at)?.subscribedUser;
    if (inMemory !== undefined) return allowContent(inMemory);
    return hasContentAccess(user, signedIn, at).then(allowContent);
  }, done);
}

function allowContent(allowed: boolean): void {
  if (!allowed) throw forbidden(MEMBERSHIP_REQUIRED);
}
