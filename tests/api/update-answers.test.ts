import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformCells } from '../../common/range-chart.js';
import { demoHandHistory } from '../../server/db/demo/hand-histories.js';
import { AUDIENCE, publishedRoutes } from '../security/helpers/routes.js';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';
import { newMember } from './helpers/client.js';
import { spot } from './helpers/decisions.js';
import { unsigned } from './helpers/unsigned.js';

/**
 * Every staff update (PATCH or PUT) answers the record it saved, field for field as reading it back
 * gives it, plus `message`: the success text. A record whose own field is called `message` (a support
 * request's text) keeps it under `requestMessage`, so an API client loses nothing.
 */
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.server.close());

const created = async (path: string, body: unknown) => {
  const answer = await office.api.post(path, body, office.staff);
  expect(answer.status).toBe(201);
  return answer.body.id as number;
};

const lecture = () =>
  created('/lectures/create', {
    name: 'Lecture to update',
    courseId: 1,
    categoryId: 1,
    tagIds: [],
    description: 'Before',
    videoUrl: '/media/videos/update.mp4',
  });

interface Update {
  /** The route's path with its ids, and where the record is read back. */
  make(): Promise<{ path: string; readBack: string; pick?: (read: any) => any }>;
  body: Record<string, unknown>;
  /** The record's own field that the success text would hide, and where the answer keeps it. */
  ownMessage?: { movedTo: string };
}

/** One case per staff PATCH and PUT route, keyed as the route table keys them. */
const UPDATES: Record<string, Update> = {
  'PATCH /api/user/{id}': {
    make: async () => {
      const id = await created('/user', { ...newMember(), role: 'member' });
      return { path: `/user/${id}`, readBack: `/user/getOne/${id}` };
    },
    body: { name: 'Renamed Member', phone: '+1 555 0199' },
  },
  'PATCH /api/category/{id}': titled('category'),
  'PATCH /api/tags/{id}': titled('tags'),
  'PATCH /api/courses/{id}': {
    make: async () => {
      const id = await created('/courses', { title: 'Course to update', description: 'Before' });
      return { path: `/courses/${id}`, readBack: `/courses/${id}` };
    },
    body: { title: 'Course updated', description: 'After' },
  },
  'PATCH /api/lectures/{id}': {
    make: async () => {
      const id = await lecture();
      return { path: `/lectures/${id}`, readBack: `/lectures/${id}` };
    },
    body: { name: 'Lecture updated', description: 'After', tagIds: [] },
  },
  'PUT /api/lectures/{id}/range-charts/{chartId}': {
    make: async () => {
      const id = await lecture();
      const chart = await created(`/lectures/${id}/range-charts`, { title: 'BTN open', cells: uniformCells() });
      return {
        path: `/lectures/${id}/range-charts/${chart}`,
        readBack: `/lectures/${id}/range-charts`,
        pick: (charts: { id: number }[]) => charts.find((one) => one.id === chart),
      };
    },
    body: { title: 'SB open', cells: uniformCells({ call: 100 }) },
  },
  'PATCH /api/lectures/{id}/hand-histories/{handId}': {
    make: async () => {
      const id = await lecture();
      const text = demoHandHistory('pokerstars-nlhe-cash');
      const hand = await created(`/lectures/${id}/hand-histories`, { title: 'AK 3-bet', momentSeconds: 5, text });
      return { path: `/lectures/${id}/hand-histories/${hand}`, readBack: `/lectures/${id}/hand-histories/${hand}` };
    },
    body: { title: 'AK vs sevens', momentSeconds: 8 },
  },
  'PUT /api/lectures/{id}/decisions/{decisionId}': {
    make: async () => {
      const id = await lecture();
      const decision = await created(`/lectures/${id}/decisions`, spot());
      return {
        path: `/lectures/${id}/decisions/${decision}`,
        readBack: `/lectures/${id}/decisions`,
        // The list adds the caller's own answer and deck state to each decision.
        pick: (decisions: { id: number; myAnswer: unknown; inDeck: boolean }[]) => {
          const { myAnswer, inDeck, ...record } = decisions.find((one) => one.id === decision)!;
          return record;
        },
      };
    },
    body: spot({ positions: 'CO vs BTN', board: [] }),
  },
  'PATCH /api/plans/{id}': {
    make: async () => {
      const id = await created('/plans', { name: 'Plan to update', amountCents: 9999, interval: 'year' });
      return { path: `/plans/${id}`, readBack: `/plans/${id}` };
    },
    body: { name: 'Plan updated', amountCents: 8999, features: ['Every lecture'] },
  },
  'PATCH /api/offers/{id}': {
    make: async () => {
      const id = await created('/offers', { code: 'UPDATEME', percentOff: 10, duration: 'once' });
      return { path: `/offers/${id}`, readBack: `/offers/${id}` };
    },
    body: { description: 'After', percentOff: 15 },
  },
  'PATCH /api/promotion/{id}': {
    make: async () => {
      const id = await created('/promotion', {
        title: 'Promotion to update',
        description: 'Before',
        image: 'https://img.example/p.jpg',
      });
      return { path: `/promotion/${id}`, readBack: `/promotion/${id}` };
    },
    body: { title: 'Promotion updated', description: 'After' },
  },
  'PATCH /api/live-classes/{id}': {
    make: async () => {
      const coachId = (await office.api.get('/user/me', office.staff)).body.id;
      const startsAt = new Date(Date.now() + 86_400_000).toISOString();
      const id = await created('/live-classes', { title: 'Class to update', startsAt, durationMinutes: 60, coachId });
      return { path: `/live-classes/${id}`, readBack: `/live-classes/${id}` };
    },
    body: { title: 'Class updated', durationMinutes: 90 },
  },
  'PUT /api/live-classes/{id}/chat/settings': {
    make: async () => {
      const coachId = (await office.api.get('/user/me', office.staff)).body.id;
      const startsAt = new Date(Date.now() + 86_400_000).toISOString();
      const id = await created('/live-classes', {
        title: 'Class to slow down',
        startsAt,
        durationMinutes: 60,
        coachId,
      });
      return {
        path: `/live-classes/${id}/chat/settings`,
        readBack: `/live-classes/${id}/chat`,
        pick: ({ slowModeSeconds }: { slowModeSeconds: number }) => ({ slowModeSeconds }),
      };
    },
    body: { slowModeSeconds: 20 },
  },
  'PATCH /api/customer-support/{id}': {
    make: async () => {
      const request = { name: 'Asker', email: 'asker@example.com', title: 'Account issues', message: 'Help' };
      expect((await office.api.post('/customer-support', request, office.member)).status).toBe(201);
      const [newest] = (await office.api.get('/customer-support?_sort=id&_order=desc&_start=0&_end=1', office.staff))
        .body;
      return { path: `/customer-support/${newest.id}`, readBack: `/customer-support/${newest.id}` };
    },
    body: { status: 'resolved' },
    ownMessage: { movedTo: 'requestMessage' },
  },
  'PATCH /api/notifications/{id}': {
    make: async () => {
      const id = await created('/notifications/send-to-specific', {
        title: 'Notice to update',
        description: 'Before',
        isForAllUsers: true,
      });
      return { path: `/notifications/${id}`, readBack: `/notifications/${id}` };
    },
    body: { title: 'Notice updated', description: 'After' },
  },
  'PATCH /api/discussions/{id}': {
    make: async () => {
      const question = await office.api.post(
        `/lectures/${await lecture()}/discussion`,
        { body: 'Asked' },
        office.staff,
      );
      expect(question.status).toBe(201);
      return { path: `/discussions/${question.body.id}`, readBack: `/discussions/${question.body.id}` };
    },
    body: { locked: true },
  },
};

function titled(path: string): Update {
  return {
    make: async () => {
      const id = await created(`/${path}`, { title: `${path} to update` });
      return { path: `/${path}/${id}`, readBack: `/${path}/${id}` };
    },
    body: { title: `${path} updated`, status: false },
  };
}

describe('the answer of every staff update', () => {
  it('covers every staff PATCH and PUT route the server publishes', async () => {
    const staffUpdates = (await publishedRoutes(office.api))
      .filter((route) => ['PATCH', 'PUT'].includes(route.method) && AUDIENCE[route.key] === 'staff')
      .map((route) => route.key);
    expect(staffUpdates.sort()).toEqual(Object.keys(UPDATES).sort());
  });

  for (const [route, update] of Object.entries(UPDATES)) {
    it(`${route} keeps every field of its record beside the success text`, async () => {
      const { path, readBack, pick = (read) => read } = await update.make();
      const method = route.split(' ')[0].toLowerCase() as 'patch' | 'put';
      const answer = await office.api[method](path, update.body, office.staff);
      expect(answer.status).toBe(200);
      const { message, ...fields } = pick((await office.api.get(readBack, office.staff)).body);
      const expected = update.ownMessage ? { ...fields, [update.ownMessage.movedTo]: message } : fields;
      expect(unsigned(answer.body)).toMatchObject(unsigned(expected));
      expect(answer.body.message).toMatch(/update/i);
      expect(Object.keys(answer.body).sort()).toEqual([...Object.keys(expected), 'message'].sort());
    });
  }
});
