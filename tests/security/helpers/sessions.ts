import type { Socket } from 'socket.io-client';
import { newSignedInMember, subscribe } from '../../api/helpers/back-office.js';
import { signIn } from '../../api/helpers/client.js';
import type { Cast, Member } from './cast.js';

/** How soon every channel must hear a revocation: an open socket is closed within this. */
export const REVOCATION_DEADLINE_MS = 1000;

/** A new member with a running membership, signed in once (`another` signs them in again). */
export async function payingMember(cast: Cast): Promise<Member> {
  const { member: token, memberId, account } = await newSignedInMember(cast.api, cast.server);
  await subscribe(cast.server, memberId);
  return { token, id: memberId, email: account.email, password: account.password };
}

/** Another session of the same member (another device). */
export const another = (cast: Cast, member: Pick<Member, 'email' | 'password'>) =>
  signIn(cast.api, member.email, member.password);

/** The claims a key carries (`sid`, `exp` …), read without checking: the server checks. */
export const claimsOf = (token: string): { sid: string; exp: number } =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/**
 * Resolves with the reason once the server closes the socket, or rejects once the deadline passes
 * with the socket still open. Start it before the call that revokes.
 */
export function closedByServer(socket: Socket, deadlineMs = REVOCATION_DEADLINE_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${deadlineMs} ms`)), deadlineMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
