import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import type { ApiClient } from './helpers/client.js';
import { newMember } from './helpers/client.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.server.close());

type Method = 'get' | 'post' | 'patch' | 'delete';
interface StaffCall {
  method: Method;
  /** Builds the path (and any record it needs) as staff, so each call has something real to act on. */
  path: (api: ApiClient, staff: string) => Promise<string> | string;
  body?: () => unknown;
}

const created = async (api: ApiClient, staff: string, path: string, body: unknown) => {
  const answer = await api.post(path, body, staff);
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
};
const lecture = () => ({
  name: 'Matrix',
  courseId: 1,
  categoryId: 1,
  tagIds: [],
  description: 'd',
  videoUrl: '/media/videos/m.mp4',
});

const promotion = () => ({ image: '/media/images/p.png', title: 'Matrix', description: 'd' });
async function supportRequest(api: ApiClient) {
  await api.post(
    '/customer-support',
    { name: 'Matrix', email: 'matrix@example.com', title: 'None of these', message: 'm' },
    office.member,
  );
  const [latest] = (await api.get('/customer-support?_sort=id&_order=desc&_start=0&_end=1', office.staff)).body;
  return latest.id as number;
}

/** Every staff call (docs/API.md#roles). */
const STAFF_CALLS: Record<string, StaffCall> = {
  'GET user/getAll': { method: 'get', path: () => '/user/getAll' },
  'GET user/getOne/{id}': { method: 'get', path: () => `/user/getOne/${office.memberId}` },
  'POST user': { method: 'post', path: () => '/user', body: () => newMember() },
  'PATCH user/{id}': { method: 'patch', path: () => `/user/${office.memberId}`, body: () => ({ status: true }) },
  'POST category': { method: 'post', path: () => '/category', body: () => ({ title: 'M', status: true }) },
  'PATCH category/{id}': {
    method: 'patch',
    path: async (api, staff) => `/category/${await created(api, staff, '/category', { title: 'M' })}`,
    body: () => ({ title: 'N' }),
  },
  'DELETE category/{id}': {
    method: 'delete',
    path: async (api, staff) => `/category/${await created(api, staff, '/category', { title: 'M' })}`,
  },
  'POST tags': { method: 'post', path: () => '/tags', body: () => ({ title: 'M', status: true }) },
  'PATCH tags/{id}': {
    method: 'patch',
    path: async (api, staff) => `/tags/${await created(api, staff, '/tags', { title: 'M' })}`,
    body: () => ({ title: 'N' }),
  },
  'DELETE tags/{id}': {
    method: 'delete',
    path: async (api, staff) => `/tags/${await created(api, staff, '/tags', { title: 'M' })}`,
  },
  'POST courses': { method: 'post', path: () => '/courses', body: () => ({ title: 'M', description: 'd' }) },
  'PATCH courses/{id}': { method: 'patch', path: () => '/courses/1', body: () => ({ description: 'Edited' }) },
  'POST lectures/create': { method: 'post', path: () => '/lectures/create', body: lecture },
  'PATCH lectures/{id}': {
    method: 'patch',
    path: async (api, staff) => `/lectures/${await created(api, staff, '/lectures/create', lecture())}`,
    body: () => ({ name: 'N' }),
  },
  'DELETE lectures/{id}': {
    method: 'delete',
    path: async (api, staff) => `/lectures/${await created(api, staff, '/lectures/create', lecture())}`,
  },
  'POST promotion': { method: 'post', path: () => '/promotion', body: promotion },
  'PATCH promotion/{id}': {
    method: 'patch',
    path: async (api, staff) => `/promotion/${await created(api, staff, '/promotion', promotion())}`,
    body: () => ({ title: 'N' }),
  },
  'DELETE promotion/{id}': {
    method: 'delete',
    path: async (api, staff) => `/promotion/${await created(api, staff, '/promotion', promotion())}`,
  },
  'GET customer-support': { method: 'get', path: () => '/customer-support' },
  'GET customer-support/{id}': { method: 'get', path: async (api) => `/customer-support/${await supportRequest(api)}` },
  'PATCH customer-support/{id}': {
    method: 'patch',
    path: async (api) => `/customer-support/${await supportRequest(api)}`,
    body: () => ({ status: 'resolved' }),
  },
  'POST notifications/send-to-specific': {
    method: 'post',
    path: () => '/notifications/send-to-specific',
    body: () => ({ title: 'M', description: 'd', isForAllUsers: true }),
  },
  'PATCH notifications/{id}': {
    method: 'patch',
    path: async (api, staff) =>
      `/notifications/${await created(api, staff, '/notifications/send-to-specific', { title: 'M', description: 'd', isForAllUsers: true })}`,
    body: () => ({ title: 'N' }),
  },
};

async function call(api: ApiClient, { method, body }: StaffCall, path: string, token?: string) {
  return method === 'get' || method === 'delete' ? api[method](path, token) : api[method](path, body?.(), token);
}

describe('staff endpoints', () => {
  it.each(Object.entries(STAFF_CALLS))(
    '%s: 401 without a token, 403 for a member, success for staff',
    async (_name, staffCall) => {
      const { api, staff, member } = office;
      const path = await staffCall.path(api, staff);
      expect((await call(api, staffCall, path)).status).toBe(401);
      const asMember = await call(api, staffCall, path, member);
      expect(asMember.status).toBe(403);
      expect(asMember.body.message).toBeTruthy();
      const asStaff = await call(api, staffCall, path, staff);
      expect(asStaff.status, JSON.stringify(asStaff.body)).toBeLessThan(300);
    },
  );
});
