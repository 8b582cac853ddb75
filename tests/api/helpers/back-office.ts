import { type ApiClient, apiClient, signIn, signUpVerified } from './client.js';
import { ADMIN, startTestServer, type TestServer } from './test-server.js';

export interface BackOffice {
  server: TestServer;
  api: ApiClient;
  staff: string;
  member: string;
  memberId: number;
}

/** A server with a signed-in staff account and a signed-in (unsubscribed) member. */
export async function startBackOffice(env: Record<string, string> = {}): Promise<BackOffice> {
  const server = await startTestServer(env);
  const api = apiClient(server.url);
  const staff = await signIn(api, ADMIN.email, ADMIN.password);
  const { member, memberId } = await newSignedInMember(api, server);
  return { server, api, staff, member, memberId };
}

export async function newSignedInMember(api: ApiClient, server: TestServer) {
  const account = await signUpVerified(api, server.outbox);
  const member = await signIn(api, account.email, account.password);
  const me = await api.get('/user/me', member);
  return { member, memberId: me.body.id as number, account };
}

/** A lecture body staff may create: the seeded course and category, a stored video by that name. */
export const newLecture = (name: string) => ({
  name,
  courseId: 1,
  categoryId: 2,
  tagIds: [],
  description: 'Notes',
  videoUrl: `/media/videos/${name}.mp4`,
});

/** Gives a member a running membership, as a paid subscription would. */
export async function subscribe(server: TestServer, userId: number) {
  await server.db.query(
    `insert into subscriptions (user_id, provider, provider_customer_id, provider_subscription_id, status,
       current_period_start, current_period_end, plan_id, amount_cents, interval)
     select $1, 'local', $2, $3, 'active', now(), now() + interval '30 days', id, price_cents, interval
       from plans where is_default`,
    [userId, `cus_${userId}`, `sub_${userId}_${Date.now()}`],
  );
  await server.db.query('update users set subscribed_user = true where id = $1', [userId]);
}

/** A new verified member with a running membership, signed in: their key. */
export async function newSubscriber(office: Pick<BackOffice, 'api' | 'server'>): Promise<string> {
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  return member;
}
