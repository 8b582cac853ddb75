import type { Role } from '../schemas/index.js';

/** The signed-in caller, as plugins/auth.ts loads it from a bearer token for routes and sockets. */
export interface AuthUser {
  id: number;
  role: Role;
  name: string;
  email: string;
  subscribedUser: boolean;
  tokenVersion: number;
}

/** What a bearer token carries (services/jwt.ts signs and checks it). */
export interface TokenClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
}
