import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDS, uniformCells } from '../../common/range-chart.js';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

/** Range charts staff attach to a lecture and members with a membership read. */
let office: BackOffice;
let subscriber: string;
let lectureId: number;

beforeAll(async () => {
  office = await startBackOffice();
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  subscriber = member;
  const created = await office.api.post(
    '/lectures/create',
    {
      name: 'Opening ranges',
      courseId: 1,
      categoryId: 1,
      tagIds: [],
      description: 'Button opens',
      videoUrl: '/media/videos/open.mp4',
    },
    office.staff,
  );
  lectureId = created.body.id;
});
afterAll(() => office.server.close());

const charts = (id = lectureId) => `/lectures/${id}/range-charts`;
const addChart = (body: unknown, token = office.staff, id = lectureId) => office.api.post(charts(id), body, token);

/** The shared client has no PUT. */
async function put(path: string, body: unknown, token = office.staff) {
  const response = await fetch(`${office.server.url}/api${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

function buttonOpen() {
  const cells = uniformCells();
  for (const hand of HANDS.filter((name) => name.length === 2)) cells[hand] = { raise: 100 };
  cells.AKs = { raise: 50, call: 50 };
  return cells;
}

describe('range charts', () => {
  it('lets staff add, list in order, change and delete charts, and members with a membership read them', async () => {
    const first = await addChart({ title: '  BTN open  ', cells: buttonOpen() });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ lectureId, title: 'BTN open', position: 0, message: 'Range chart added' });
    expect(first.body.cells.AKs).toEqual({ raise: 50, call: 50 });
    const second = await addChart({ title: 'SB vs BTN', cells: uniformCells({ call: 100 }) });
    expect(second.body.position).toBe(1);

    const read = await office.api.get(charts(), subscriber);
    expect(read.status).toBe(200);
    expect(read.body.map((chart: { title: string }) => chart.title)).toEqual(['BTN open', 'SB vs BTN']);
    expect(Object.keys(read.body[0].cells)).toHaveLength(169);

    const changed = await put(`${charts()}/${second.body.id}`, {
      title: 'SB vs BTN 3-bet',
      cells: uniformCells({ raise: 100 }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'SB vs BTN 3-bet', position: 1, message: 'Range chart updated' });
    expect(changed.body.cells['72o']).toEqual({ raise: 100 });
    const moved = await put(`${charts()}/${first.body.id}`, { title: 'BTN open', cells: buttonOpen(), position: 2 });
    expect(moved.body.position).toBe(2);
    const reordered = (await office.api.get(charts(), subscriber)).body;
    expect(reordered.map((chart: { id: number }) => chart.id)).toEqual([second.body.id, first.body.id]);

    const deleted = await office.api.delete(`${charts()}/${second.body.id}`, office.staff);
    expect(deleted.body).toEqual({ message: 'Range chart deleted' });
    expect((await office.api.get(charts(), subscriber)).body).toHaveLength(1);
    expect((await office.api.delete(`${charts()}/${second.body.id}`, office.staff)).status).toBe(404);
  });

  it('refuses a chart that is not 169 hands of known actions adding up to 100, naming the problem', async () => {
    const short = uniformCells();
    delete short['22'];
    const refused = [
      [{ title: 'x', cells: short }, 'cells: a chart needs all 169 hands, not 168'],
      [{ title: 'x', cells: { ...uniformCells(), AKs: { limp: 100 } } }, 'cells.AKs: unknown action "limp"'],
      [
        { title: 'x', cells: { ...uniformCells(), T9o: { raise: 60, call: 30 } } },
        'cells.T9o: the percentages must add up to 100, not 90',
      ],
      [
        { title: 'x', cells: { ...uniformCells(), '77': { raise: 50.5, fold: 49.5 } } },
        'cells.77.raise: percentages must be whole numbers',
      ],
      [{ title: 'x', cells: { ...uniformCells(), AKx: { fold: 100 } } }, 'cells.AKx: "AKx" is not a hand'],
      [{ title: 'x', cells: { ...uniformCells(), AA: { raise: '100' } } }, 'cells.AA.raise'],
      [{ title: '   ', cells: uniformCells() }, 'title: Please give the chart a title'],
      [{ title: 'x'.repeat(81), cells: uniformCells() }, 'title: Must be at most 80 characters'],
      [{ title: 'x' }, 'cells'],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await addChart(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const existing = (await office.api.get(charts(), office.staff)).body[0];
    const badUpdate = await put(`${charts()}/${existing.id}`, { title: 'x', cells: short });
    expect(badUpdate.status).toBe(400);
    expect((await office.api.get(charts(), office.staff)).body[0].cells).toEqual(existing.cells);
  });

  it('answers 404 for an unknown lecture, or a chart of another lecture', async () => {
    expect((await addChart({ title: 'x', cells: uniformCells() }, office.staff, 999_999)).status).toBe(404);
    expect((await office.api.get(charts(999_999), subscriber)).status).toBe(404);
    const chart = (await office.api.get(charts(), office.staff)).body[0];
    const other = await office.api.post(
      '/lectures/create',
      { name: 'Other', courseId: 1, categoryId: 1, tagIds: [], description: 'x', videoUrl: '/media/videos/o.mp4' },
      office.staff,
    );
    const elsewhere = `${charts(other.body.id)}/${chart.id}`;
    expect((await put(elsewhere, { title: 'moved', cells: uniformCells() })).status).toBe(404);
    expect((await office.api.delete(elsewhere, office.staff)).status).toBe(404);
    expect((await office.api.get(charts(other.body.id), subscriber)).body).toEqual([]);
  });

  it('refuses a member without a membership, and any member who writes', async () => {
    expect((await office.api.get(charts(), office.member)).status).toBe(403);
    expect((await office.api.get(charts())).status).toBe(401);
    const chart = (await office.api.get(charts(), office.staff)).body[0];
    for (const token of [subscriber, office.member]) {
      expect((await addChart({ title: 'mine', cells: uniformCells() }, token)).status).toBe(403);
      expect((await put(`${charts()}/${chart.id}`, { title: 'mine', cells: uniformCells() }, token)).status).toBe(403);
      expect((await office.api.delete(`${charts()}/${chart.id}`, token)).status).toBe(403);
    }
    expect((await office.api.get(charts(), office.staff)).body[0]).toEqual(chart);
  });

  it('deletes the charts with their lecture', async () => {
    const other = await office.api.post(
      '/lectures/create',
      { name: 'Gone', courseId: 1, categoryId: 1, tagIds: [], description: 'x', videoUrl: '/media/videos/g.mp4' },
      office.staff,
    );
    await addChart({ title: 'x', cells: uniformCells() }, office.staff, other.body.id);
    await office.server.db.query('delete from lectures where id = $1', [other.body.id]);
    const left = await office.server.db.query('select count(*)::int as n from range_charts where lecture_id = $1', [
      other.body.id,
    ]);
    expect(left.rows[0].n).toBe(0);
  });

  it('keeps a lecture to at most 12 charts', async () => {
    const other = await office.api.post(
      '/lectures/create',
      { name: 'Many', courseId: 1, categoryId: 1, tagIds: [], description: 'x', videoUrl: '/media/videos/m.mp4' },
      office.staff,
    );
    for (let i = 0; i < 12; i += 1)
      expect((await addChart({ title: `c${i}`, cells: uniformCells() }, office.staff, other.body.id)).status).toBe(201);
    const thirteenth = await addChart({ title: 'c12', cells: uniformCells() }, office.staff, other.body.id);
    expect(thirteenth.status).toBe(409);
  });
});
