import { newSignedInMember, subscribe } from '../../api/helpers/back-office.js';
import { type ApiClient, apiClient, signIn } from '../../api/helpers/client.js';
import { ADMIN, startTestServer, type TestServer } from '../../api/helpers/test-server.js';

export interface Member {
  token: string;
  id: number;
  email: string;
  password: string;
}

/** Who the suite attacks with: staff, two paying members and one who has not paid. */
export interface Cast {
  server: TestServer;
  api: ApiClient;
  staff: string;
  alice: Member;
  bob: Member;
  unpaid: Member;
  /** A lecture everyone with a membership may watch. */
  lectureId: number;
}

export async function startCast(env: Record<string, string> = {}): Promise<Cast> {
  const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '0', ...env });
  const api = apiClient(server.url);
  const staff = await signIn(api, ADMIN.email, ADMIN.password);
  const [alice, bob, unpaid] = [await member(api, server), await member(api, server), await member(api, server)];
  await subscribe(server, alice.id);
  await subscribe(server, bob.id);
  const lecture = await api.post(
    '/lectures/create',
    {
      name: 'Cast lecture',
      description: 'd',
      courseId: 1,
      categoryId: 1,
      videoUrl: '/media/videos/cast.mp4',
      lectureLength: 100,
    },
    staff,
  );
  if (lecture.status !== 201) throw new Error(`lecture: ${lecture.status} ${JSON.stringify(lecture.body)}`);
  return { server, api, staff, alice, bob, unpaid, lectureId: lecture.body.id };
}

/** Another session of whoever holds `token` in the cast (staff included), to give up without losing theirs. */
export function anotherSession(cast: Cast, token: string): Promise<string> {
  if (token === cast.staff) return signIn(cast.api, ADMIN.email, ADMIN.password);
  const member = [cast.alice, cast.bob, cast.unpaid].find((candidate) => candidate.token === token);
  if (!member) throw new Error('not a token of the cast');
  return signIn(cast.api, member.email, member.password);
}

async function member(api: ApiClient, server: TestServer): Promise<Member> {
  const { member: token, memberId, account } = await newSignedInMember(api, server);
  return { token, id: memberId, email: account.email, password: account.password };
}

/** Every non-2xx answer is JSON with a message and no stack trace (docs/API.md#errors). */
export function problemsWith(status: number, contentType: string | null, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (/\n\s+at \S.*:\d+:\d+|node_modules|\.ts:\d+/.test(text)) problems.push('stack trace');
  if (status >= 400) {
    let message: unknown;
    try {
      message = JSON.parse(text).message;
    } catch {
      message = undefined;
    }
    if (!contentType?.includes('application/json') || typeof message !== 'string' || message.length === 0)
      problems.push('no JSON message');
  }
  return problems;
}
