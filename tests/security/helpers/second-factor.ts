import { generate } from 'otplib';
import { newSignedInMember } from '../../api/helpers/back-office.js';
import { type ApiClient, apiClient } from '../../api/helpers/client.js';
import { startTestServer, type TestServer } from '../../api/helpers/test-server.js';

/** The test server's clock as the test moves it: codes are computed for the time the server reads. */
export function serverClock(server: TestServer) {
  let offset = 0;
  return {
    advance(ms: number) {
      offset += ms;
      server.advance(ms);
    },
    seconds: () => Math.floor((Date.now() + offset) / 1000),
  };
}
export type ServerClock = ReturnType<typeof serverClock>;

/** What an authenticator app shows now for this secret. */
export const appCode = (secret: string, clock: ServerClock) => generate({ secret, epoch: clock.seconds() });

/** The next step's code: the clock moves on 30 s, so the code is not the one already used. */
export async function nextAppCode(secret: string, clock: ServerClock): Promise<string> {
  clock.advance(30_000);
  return appCode(secret, clock);
}

/** Turns on an authenticator app for a signed-in account, as the profile does (after the password). */
export async function enrolApp(api: ApiClient, token: string, password: string, clock: ServerClock) {
  const setup = await api.post('/user/mfa/totp', { password }, token);
  if (setup.status !== 200) throw new Error(`totp start: ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const confirmed = await api.post('/user/mfa/totp/confirm', { code: await appCode(secret, clock) }, token);
  if (confirmed.status !== 200) throw new Error(`totp confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** A new signed-in member with an authenticator app on. */
export async function protectedMember(api: ApiClient, server: TestServer, clock: ServerClock) {
  const { member: token, memberId, account } = await newSignedInMember(api, server);
  return { token, memberId, ...account, ...(await enrolApp(api, token, account.password, clock)) };
}
export type ProtectedMember = Awaited<ReturnType<typeof protectedMember>>;

/** A test server for second-factor files (no request limit: they sign in many times) and its clock. */
export async function startSecondFactorServer() {
  const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '0' });
  return { server, api: apiClient(server.url), clock: serverClock(server) };
}
