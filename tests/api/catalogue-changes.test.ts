import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../server/modules/lectures/catalogue-load.js';
import type { CatalogueLecture, CatalogueSnapshot } from '../../server/modules/lectures/catalogue-snapshot.js';
import { type BackOffice, newLecture, startBackOffice } from './helpers/back-office.js';

/**
 * The catalogue each process holds is read again only where a write names its lectures
 * (a lecture's row, its tags, its video's ladder); course, category and tag writes read it all. What
 * the process holds after any write must be what a whole read from the database gives.
 */
let office: BackOffice;
let hiddenTag: number;

beforeAll(async () => {
  office = await startBackOffice();
  hiddenTag = (await office.server.db.query(`insert into tags (title, status) values ('Hidden', false) returning id`))
    .rows[0].id;
});
afterAll(() => office.server.close());

const held = () => office.server.deps.catalogue.snapshot();
const view = (entry: CatalogueLecture) => ({
  id: entry.lecture.id,
  name: entry.lecture.name,
  order: entry.lecture.order,
  course: entry.course,
  category: entry.category,
  tags: entry.tags.map((tag) => tag.id),
  forMembers: entry.forMembers,
  ladder: entry.ladder,
});

/** What the process holds equals a whole read, lecture by lecture, in order, with the same sums. */
async function expectHeldAsRead(): Promise<CatalogueSnapshot> {
  const [kept, read] = [await held(), await loadCatalogue(office.server.deps.db)];
  expect(kept.lectures.map(view)).toEqual(read.lectures.map(view));
  expect(kept.forMembers.map(view)).toEqual(read.forMembers.map(view));
  expect(kept.pairs).toEqual(read.pairs);
  return kept;
}

async function createLecture(name: string, fields: Record<string, unknown> = {}): Promise<number> {
  const created = await office.api.post('/lectures/create', { ...newLecture(name), ...fields }, office.staff);
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('the catalogue a process holds', () => {
  it('reads again only the lectures a write names, and ends as a whole read', async () => {
    const first = await createLecture('first', { order: 2 });
    const second = await createLecture('second', { order: 2 });
    const third = await createLecture('third', { order: 1 });
    const before = await expectHeldAsRead();

    expect(
      (await office.api.patch(`/lectures/${second}`, { order: 0, name: 'second, moved up' }, office.staff)).status,
    ).toBe(200);
    const after = await expectHeldAsRead();
    expect(after.lectures[0].lecture.id).toBe(second);
    // Read again alone: the entries of the lectures nobody wrote are the very same objects.
    expect(after.byId.get(first)).toBe(before.byId.get(first));
    expect(after.byId.get(second)).not.toBe(before.byId.get(second));

    expect((await office.api.patch(`/lectures/${third}`, { tagIds: [hiddenTag] }, office.staff)).status).toBe(200);
    expect((await expectHeldAsRead()).byId.get(third)?.forMembers).toBe(false);

    expect((await office.api.delete(`/lectures/${first}`, office.staff)).status).toBe(200);
    expect((await expectHeldAsRead()).byId.has(first)).toBe(false);

    // A write from outside the app (a console) is heard the same way.
    await office.server.db.query(`update lectures set name = 'renamed in psql' where id = $1`, [third]);
    expect((await expectHeldAsRead()).byId.get(third)?.lecture.name).toBe('renamed in psql');
  });

  it("shows a video's ladder on its lectures once it is made", async () => {
    const id = await createLecture('laddered');
    expect((await expectHeldAsRead()).byId.get(id)?.ladder).toBeNull();
    const { video_key: videoKey } = (await office.server.db.query('select video_key from lectures where id = $1', [id]))
      .rows[0];
    await office.server.db.query(
      `insert into transcodes (video_key, status, hls_key, has_storyboard) values ($1, 'done', 'hls/laddered/', true)`,
      [videoKey],
    );
    expect((await expectHeldAsRead()).byId.get(id)?.ladder).toEqual({ hlsKey: 'hls/laddered/', hasStoryboard: true });
    await office.server.db.query('delete from transcodes where video_key = $1', [videoKey]);
    expect((await expectHeldAsRead()).byId.get(id)?.ladder).toBeNull();
  });

  it('reads it all again after a course write, and after one statement changing many lectures', async () => {
    const id = await createLecture('coursed');
    expect((await office.api.patch('/courses/1', { status: false }, office.staff)).status).toBe(200);
    expect((await expectHeldAsRead()).byId.get(id)?.forMembers).toBe(false);
    expect((await office.api.patch('/courses/1', { status: true }, office.staff)).status).toBe(200);
    await expectHeldAsRead();

    await office.server.db.query(
      `insert into lectures (name, course_id, category_id, video_key, "order")
       select 'bulk ' || n, 1, 2, 'videos/bulk.mp4', n % 7 from generate_series(1, 1500) n`,
    );
    expect((await expectHeldAsRead()).lectures.length).toBeGreaterThan(1500);
    await office.server.db.query(`update lectures set "order" = 7 - "order" where name like 'bulk %'`);
    await expectHeldAsRead();
  });
});
