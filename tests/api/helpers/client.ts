import { linkToken, type Outbox } from './outbox.js';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny JSON client for one server: `api.post('/auth/signin', body, token)`. */
export function apiClient(baseUrl: string) {
  async function call<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }
  return {
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, undefined, token),
    post: <T = any>(path: string, body?: unknown, token?: string) => call<T>('POST', path, body ?? {}, token),
    patch: <T = any>(path: string, body?: unknown, token?: string) => call<T>('PATCH', path, body ?? {}, token),
    put: <T = any>(path: string, body?: unknown, token?: string) => call<T>('PUT', path, body ?? {}, token),
    delete: <T = any>(path: string, token?: string) => call<T>('DELETE', path, undefined, token),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

let counter = 0;
export function newMember(overrides: Partial<Record<'name' | 'email' | 'dob' | 'phone' | 'password', string>> = {}) {
  counter += 1;
  return {
    name: `Member ${counter}`,
    email: `member${counter}.${Date.now()}@example.com`,
    dob: '1990-04-12',
    phone: '+1 555 0100',
    password: 'correct-horse-1',
    ...overrides,
  };
}

/** Signs up through the API and opens the verification link from the outbox. */
export async function signUpVerified(api: ApiClient, outbox: Outbox, overrides = {}) {
  const member = newMember(overrides);
  const signup = await api.post('/auth/signup', member);
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const token = linkToken(await outbox.latest(member.email), '/thankyou-verification');
  const verified = await api.patch(`/auth/verification/${token}`);
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
  return member;
}

export async function signIn(api: ApiClient, email: string, password: string, remember?: boolean): Promise<string> {
  const answer = await api.post('/auth/signin', { email, password, remember });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** The session id a key names (its `sid` claim). */
export function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;
}
