import type { Role } from '../schemas/index.js';

/** An account that may sign in now (active, not deleted), as plugins/auth.ts loads it. */
export interface AccountUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  subscribedUser: boolean;
  tokenVersion: number;
}

/** The signed-in caller of a route or socket: the account and the live session its key names. */
export interface AuthUser extends AccountUser {
  sessionId: string;
}

/** What a bearer token carries (services/jwt.ts signs and checks it). */
export interface TokenClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
  sessionId: string;
}
