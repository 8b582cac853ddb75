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
 * Resolves with the reason once the server closes the socket, or rejects when the socket is still
 * open `deadlineMs` after it was awaited. Start it before the call that revokes and await it once the
 * call has answered: a close during the call counts, and the deadline runs from the revocation, not
 * from the password hashing that comes before it in the same call.
 */
export function closedByServer(socket: Socket, deadlineMs = REVOCATION_DEADLINE_MS): PromiseLike<string> {
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return {
    then(onClosed, onOpen) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`socket still open after ${deadlineMs} ms`)), deadlineMs);
      });
      return Promise.race([disconnected, deadline])
        .finally(() => clearTimeout(timer))
        .then(onClosed, onOpen);
    },
  };
}
