import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, startBackOffice } from './helpers/back-office.js';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(() => office.server.close());

describe.each([
  { path: '/category', label: 'Category' },
  { path: '/tags', label: 'Tag' },
])('$label management', ({ path, label }) => {
  it('adds, reads, edits and deletes, answering `{X} Added Successfully` and `{X} Update Successfully`', async () => {
    const { api, staff } = office;
    const added = await api.post(path, { title: `Squeeze ${label}`, status: 'true' }, staff);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      title: `Squeeze ${label}`,
      status: true,
      message: `${label} Added Successfully`,
    });
    const id = added.body.id;

    expect((await api.get(`${path}/${id}`, staff)).body).toEqual({ id, title: `Squeeze ${label}`, status: true });
    const edited = await api.patch(`${path}/${id}`, { title: 'Renamed', status: 'false' }, staff);
    expect(edited.body).toEqual({ id, title: 'Renamed', status: false, message: `${label} Update Successfully` });

    const removed = await api.delete(`${path}/${id}`, staff);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBeTruthy();
    expect((await api.get(`${path}/${id}`, staff)).status).toBe(404);
  });

  it('hides inactive ones from members but not from staff', async () => {
    const { api, staff, member } = office;
    const hidden = (await api.post(path, { title: `Hidden ${label}`, status: false }, staff)).body;
    const memberList = (await api.get(path, member)).body as { id: number }[];
    expect(memberList.map((row) => row.id)).not.toContain(hidden.id);
    expect((await api.get(`${path}/${hidden.id}`, member)).status).toBe(404);
    expect(((await api.get(path, staff)).body as { id: number }[]).map((row) => row.id)).toContain(hidden.id);
  });

  it('names the missing title with 400', async () => {
    const answer = await office.api.post(path, { status: true }, office.staff);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^title: /);
  });
});

describe('courses', () => {
  it('adds and edits a course, and says Marked as Inactive/Active on a status change', async () => {
    const { api, staff, member } = office;
    const added = await api.post('/courses', { title: 'Short Deck', description: "Six-plus hold'em" }, staff);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ title: 'Short Deck', status: true, lecturesCount: 0 });
    const id = added.body.id;

    const edited = await api.patch(`/courses/${id}`, { title: "Short Deck Hold'em" }, staff);
    expect(edited.body.message).toBe('Course Update Successfully');
    const off = await api.patch(`/courses/${id}`, { status: 'false' }, staff);
    expect(off.body).toMatchObject({ status: false, message: 'Marked as Inactive' });

    expect(((await api.get('/courses', member)).body as { id: number }[]).map((c) => c.id)).not.toContain(id);
    expect((await api.get(`/courses/${id}`, member)).status).toBe(404);
    expect((await api.get(`/courses/${id}`, staff)).body.title).toBe("Short Deck Hold'em");

    const on = await api.patch(`/courses/${id}`, { status: true }, staff);
    expect(on.body.message).toBe('Marked as Active');
    expect((await api.get(`/courses/${id}`, member)).status).toBe(200);
  });

  it('lists the reference courses', async () => {
    const list = await office.api.get('/courses', office.member);
    expect(list.body.slice(0, 2).map((c: { title: string }) => c.title)).toEqual([
      "NLHE (No-Limit Hold'em)",
      'PLO (Pot Limit Omaha)',
    ]);
  });
});
