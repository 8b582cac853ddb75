import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';
import { historyOf } from './helpers/staff-team.js';

let office: BackOffice;
let subscriber: string;
let subscriberId: number;

beforeAll(async () => {
  office = await startBackOffice();
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  [subscriber, subscriberId] = [member, memberId];
});
afterAll(() => office.server.close());

/** A lecture alone in a course and category of its own, saved and half watched by the subscriber. */
async function watchedLecture() {
  const { api, staff, server } = office;
  const course = (await api.post('/courses', { title: 'Drafts course', description: 'Replays' }, staff)).body;
  const category = (await api.post('/category', { title: 'Drafts category', status: true }, staff)).body;
  const body = {
    name: 'Zugzwang replay',
    description: 'A live class, recorded',
    courseId: course.id,
    categoryId: category.id,
    videoUrl: '/media/videos/zugzwang.mp4',
    lectureLength: 600,
  };
  const lecture = (await api.post('/lectures/create', body, staff)).body;
  await server.db.query('insert into favourites (user_id, lecture_id) values ($1, $2)', [subscriberId, lecture.id]);
  await server.db.query(
    'insert into progress (user_id, lecture_id, watched_seconds, last_position) values ($1, $2, 60, 60)',
    [subscriberId, lecture.id],
  );
  return { id: lecture.id as number, courseId: course.id as number, categoryId: category.id as number };
}

/** Every member read that could show the lecture: true where it does, per read. */
async function whatMembersSee({ id, courseId, categoryId }: Awaited<ReturnType<typeof watchedLecture>>) {
  const { api } = office;
  const get = (path: string) => api.get(path, subscriber);
  const ids = (lectures: { id: number }[]) => lectures.map((lecture) => lecture.id);
  const found = async (path: string) => (await get(path)).status === 200;
  return {
    list: ids((await get('/lectures?q=zugzwang')).body).includes(id),
    details: await found(`/lectures/${id}`),
    byCategory: ids((await get(`/lectures/by-category/${categoryId}?courseId=${courseId}`)).body.lectures).includes(id),
    continueWatching: ids((await get('/user/continue-watching')).body).includes(id),
    favourites: ids((await get('/user/get-favorites')).body.favoriteLectures).includes(id),
    search: ((await get('/search?q=zugzwang')).body as { lectureId: number }[]).some((hit) => hit.lectureId === id),
    courseCount: (await get(`/courses/${courseId}`)).body.lecturesCount === 1,
    courseCategories: (await get(`/category/by-course/${courseId}`)).body.length === 1,
    categoryProgress: ((await get('/category/all-progress')).body as { id: number }[]).some(
      (row) => row.id === categoryId,
    ),
    next: await found(`/lectures/${id}/next`),
    recent: await found(`/lectures/${id}/recent`),
    discussion: await found(`/lectures/${id}/discussion`),
    rangeCharts: await found(`/lectures/${id}/range-charts`),
    handHistories: await found(`/lectures/${id}/hand-histories`),
    decisions: await found(`/lectures/${id}/decisions`),
  };
}

const everywhere = (seen: boolean) => ({
  list: seen,
  details: seen,
  byCategory: seen,
  continueWatching: seen,
  favourites: seen,
  search: seen,
  courseCount: seen,
  courseCategories: seen,
  categoryProgress: seen,
  next: seen,
  recent: seen,
  discussion: seen,
  rangeCharts: seen,
  handHistories: seen,
  decisions: seen,
});

describe('draft lectures', () => {
  it('are hidden from members on every read until staff publish them, audited', async () => {
    const { api, staff } = office;
    const lecture = await watchedLecture();
    expect(await whatMembersSee(lecture)).toEqual(everywhere(true));

    const drafted = await api.patch(`/lectures/${lecture.id}`, { draft: true }, staff);
    expect(drafted.body).toMatchObject({ draft: true, message: 'Lecture Update Successfully' });
    expect(await whatMembersSee(lecture)).toEqual(everywhere(false));
    expect((await api.post('/user/create-favorite', { lectureId: lecture.id }, subscriber)).status).toBe(404);
    expect((await api.get(`/lectures/${lecture.id}`, staff)).body.draft).toBe(true);
    const staffList = (await api.get('/lectures?q=zugzwang', staff)).body as { id: number; draft: boolean }[];
    expect(staffList.find((one) => one.id === lecture.id)?.draft).toBe(true);

    const published = await api.patch(`/lectures/${lecture.id}`, { draft: false }, staff);
    expect(published.body.draft).toBe(false);
    expect(await whatMembersSee(lecture)).toEqual(everywhere(true));
    const history = await historyOf(office, 'lectures', lecture.id);
    expect(history.at(-1)).toMatchObject({ action: 'update', before: { draft: true }, after: { draft: false } });
  });

  it("link a live class to its replay for members only once it is published; staff's stream shows it at once", async () => {
    const { api, staff, server } = office;
    const lecture = await watchedLecture();
    await api.patch(`/lectures/${lecture.id}`, { draft: true }, staff);
    const coachId = (await api.get('/user/me', staff)).body.id;
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const live = (await api.post('/live-classes', { title: 'Replayed', startsAt, durationMinutes: 60, coachId }, staff))
      .body;
    await server.db.query(`update live_classes set status = 'ended', replay_lecture_id = $2 where id = $1`, [
      live.id,
      lecture.id,
    ]);

    expect((await api.get(`/live-classes/${live.id}`, subscriber)).body.replayLectureId).toBeNull();
    expect((await api.get(`/live-classes/${live.id}/stream`, staff)).body.replayLectureId).toBe(lecture.id);
    await api.patch(`/lectures/${lecture.id}`, { draft: false }, staff);
    expect((await api.get(`/live-classes/${live.id}`, subscriber)).body.replayLectureId).toBe(lecture.id);
  });
});
