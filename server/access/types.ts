import type { Role } from '../schemas/index.js';

/** The signed-in caller of a route, socket or media grant: the account and the live session its key names. */
export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  subscribedUser: boolean;
  tokenVersion: number;
  sessionId: string;
}

/** What a bearer token carries (services/jwt.ts signs and checks it). */
export interface TokenClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
  sessionId: string;
}
