import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

let office: BackOffice;
let subscriber: string;

beforeAll(async () => {
  office = await startBackOffice();
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  subscriber = member;
});
afterAll(() => office.server.close());

const newLecture = (overrides: Record<string, unknown> = {}) => ({
  name: 'Three-betting from the blinds',
  courseId: 1,
  categoryId: 1,
  tagIds: [],
  description: 'When and why to 3-bet out of position',
  videoUrl: '/media/videos/3bet.mp4',
  poster: '/media/posters/3bet.jpg',
  ...overrides,
});

describe('lecture management', () => {
  it('creates a lecture with tags and returns the full record with signed media URLs', async () => {
    const { api, staff } = office;
    const tag = (await api.post('/tags', { title: 'Blinds', status: true }, staff)).body;
    const created = await api.post(
      '/lectures/create',
      newLecture({ tagIds: [tag.id], order: 2, lectureLength: 754 }),
      staff,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Lecture added successfully',
      name: 'Three-betting from the blinds',
      courseId: 1,
      categoryId: 1,
      tagIds: [tag.id],
      tags: [{ id: tag.id, title: 'Blinds' }],
      category: { id: 1, title: 'Preflop' },
      course: { id: 1, title: "NLHE (No-Limit Hold'em)" },
      lectureLength: 754,
      order: 2,
      isFavourite: false,
      lectureProgress: [],
    });
    expect(created.body.videoUpload).toMatch(/^\/media\/videos\/3bet\.mp4\?exp=\d+&u=\d+&s=[\w-]+&sig=[\w-]+$/);
    expect(created.body.poster).toMatch(/^\/media\/posters\/3bet\.jpg\?exp=\d+&sig=/);
  });

  it('passes outside video URLs through unchanged and accepts videoUpload as the name', async () => {
    const created = await office.api.post(
      '/lectures/create',
      newLecture({ videoUrl: undefined, videoUpload: 'https://cdn.example.com/v.mp4', poster: null }),
      office.staff,
    );
    expect(created.status).toBe(201);
    expect(created.body.videoUpload).toBe('https://cdn.example.com/v.mp4');
    expect(created.body.poster).toBeNull();
  });

  it('edits a lecture, keeping its video when a form sends back the signed URL', async () => {
    const { api, staff } = office;
    const created = (await api.post('/lectures/create', newLecture(), staff)).body;
    const edited = await api.patch(
      `/lectures/${created.id}`,
      { name: 'Renamed', videoUpload: created.videoUpload, categoryId: 2, tagIds: [] },
      staff,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Renamed', categoryId: 2, category: { id: 2, title: 'Postflop' } });
    expect(edited.body.videoUpload).toMatch(/^\/media\/videos\/3bet\.mp4\?/);
  });

  it('names the bad field: missing video, unknown course, unknown tag, path escape', async () => {
    const { api, staff } = office;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ videoUrl: undefined }, /^videoUrl: /],
      [{ courseId: 999 }, /^courseId: /],
      [{ tagIds: [999] }, /^tagIds: /],
      [{ videoUrl: '/media/../../etc/passwd' }, /^videoUrl: /],
      [{ name: '' }, /^name: Please fill all the required fields/],
    ];
    for (const [overrides, message] of cases) {
      const answer = await api.post('/lectures/create', newLecture(overrides), staff);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('soft-deletes: the lecture disappears, a second delete is 404', async () => {
    const { api, staff } = office;
    const created = (await api.post('/lectures/create', newLecture({ name: 'Doomed' }), staff)).body;
    expect((await api.delete(`/lectures/${created.id}`, staff)).status).toBe(200);
    expect((await api.get(`/lectures/${created.id}`, staff)).status).toBe(404);
    expect((await api.delete(`/lectures/${created.id}`, staff)).status).toBe(404);
    const { rows } = await office.server.db.query('select deleted_at from lectures where id = $1', [created.id]);
    expect(rows[0].deleted_at).not.toBeNull();
  });
});

describe('lectures for members', () => {
  it('needs a membership: 403 without one, the list with one', async () => {
    const { api, member } = office;
    expect((await api.get('/lectures', member)).status).toBe(403);
    const list = await api.get('/lectures', subscriber);
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect((await api.get(`/lectures/${list.body[0].id}`, member)).status).toBe(403);
    expect((await api.get(`/lectures/${list.body[0].id}`, subscriber)).status).toBe(200);
  });

  it("carries the caller's own favourite flag and progress, nobody else's", async () => {
    const { api, staff, server } = office;
    const lecture = (await api.post('/lectures/create', newLecture({ name: 'Personal', lectureLength: 600 }), staff))
      .body;
    const me = (await api.get('/user/me', subscriber)).body.id;
    await server.db.query('insert into favourites (user_id, lecture_id) values ($1, $2)', [me, lecture.id]);
    await server.db.query(
      'insert into progress (user_id, lecture_id, watched_seconds, last_position) values ($1, $2, 120, 90)',
      [me, lecture.id],
    );
    const mine = (await api.get(`/lectures/${lecture.id}`, subscriber)).body;
    expect(mine.isFavourite).toBe(true);
    expect(mine.lectureProgress).toEqual([{ watchedSeconds: 120, lastPosition: 90, updatedAt: expect.any(String) }]);
    const staffView = (await api.get(`/lectures/${lecture.id}`, staff)).body;
    expect(staffView).toMatchObject({ isFavourite: false, lectureProgress: [] });
  });

  it('hides lectures of an inactive course, category or tag from members only', async () => {
    const { api, staff } = office;
    const course = (await api.post('/courses', { title: 'Mixed Games', description: 'HORSE' }, staff)).body;
    const category = (await api.post('/category', { title: 'Stud', status: true }, staff)).body;
    const tag = (await api.post('/tags', { title: 'Razz', status: true }, staff)).body;
    const lecture = (
      await api.post(
        '/lectures/create',
        newLecture({ courseId: course.id, categoryId: category.id, tagIds: [tag.id] }),
        staff,
      )
    ).body;
    const visible = async () => (await api.get(`/lectures/${lecture.id}`, subscriber)).status === 200;
    const byCourse = async () =>
      ((await api.get(`/category/by-course/${course.id}`, subscriber)).body as { id: number }[]).map((c) => c.id);

    expect(await visible()).toBe(true);
    expect(await byCourse()).toEqual([category.id]);
    for (const [path, id] of [
      ['/courses', course.id],
      ['/category', category.id],
      ['/tags', tag.id],
    ] as const) {
      await api.patch(`${path}/${id}`, { status: false }, staff);
      expect(await visible(), path).toBe(false);
      expect(await byCourse()).toEqual([]);
      expect((await api.get(`/lectures/${lecture.id}`, staff)).status).toBe(200);
      await api.patch(`${path}/${id}`, { status: true }, staff);
    }
    expect(await visible()).toBe(true);
    expect((await api.get(`/courses/${course.id}`, subscriber)).body.lecturesCount).toBe(1);
  });

  it('refuses to delete a category or tag in use with 409', async () => {
    const { api, staff } = office;
    const category = (await api.post('/category', { title: 'Busy', status: true }, staff)).body;
    const tag = (await api.post('/tags', { title: 'Busy tag', status: true }, staff)).body;
    const lecture = (
      await api.post('/lectures/create', newLecture({ categoryId: category.id, tagIds: [tag.id] }), staff)
    ).body;
    expect((await api.delete(`/category/${category.id}`, staff)).status).toBe(409);
    expect((await api.delete(`/tags/${tag.id}`, staff)).status).toBe(409);
    await api.delete(`/lectures/${lecture.id}`, staff);
    expect((await api.delete(`/tags/${tag.id}`, staff)).status).toBe(200);
    expect((await api.delete(`/category/${category.id}`, staff)).status).toBe(409);
  });

  it('pages, filters and searches lectures case-insensitively', async () => {
    const { api, staff } = office;
    for (const name of ['Alpha river bluffs', 'beta RIVER value', 'Gamma turn probes'])
      await api.post('/lectures/create', newLecture({ name, courseId: 2 }), staff);
    const found = await api.get('/lectures?q=River&courseId=2&_sort=name&_order=asc', subscriber);
    expect(found.body.map((l: { name: string }) => l.name)).toEqual(['Alpha river bluffs', 'beta RIVER value']);
    const page = await api.get('/lectures?courseId=2&_start=1&_end=2', subscriber);
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('x-total-count')).toBe('3');
  });
});
