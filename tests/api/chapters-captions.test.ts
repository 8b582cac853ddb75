import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

/** Chapters typed on the lecture form, WebVTT caption files uploaded beside the video. */
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
  name: 'Barrelling the turn',
  courseId: 1,
  categoryId: 2,
  tagIds: [],
  description: 'Second barrels in single-raised pots',
  videoUrl: '/media/videos/barrel.mp4',
  ...overrides,
});

async function createLecture(overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await office.api.post('/lectures/create', newLecture(overrides), office.staff);
  expect(created.status).toBe(201);
  return created.body.id;
}

const VTT = Buffer.from(
  'WEBVTT\n\n00:00.000 --> 00:02.500\nWelcome to the turn.\n\n01:00:01.000 --> 01:00:03.000 align:start\nBye.\n',
);

async function uploadCaptions(lectureId: number | string, bytes: Buffer, token = office.staff, label?: string) {
  const form = new FormData();
  if (label !== undefined) form.append('label', label);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/vtt' }), 'captions.vtt');
  const response = await fetch(`${office.server.url}/api/lectures/${lectureId}/captions`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

describe('chapters', () => {
  it('takes the typed text, stores it in time order and shows it to members', async () => {
    const text = '\n00:00 Introduction\n\n04:30 Flop decisions\r\n  1:02:03 - Turn barrels  \n';
    const id = await createLecture({ chapters: text });
    const chapters = [
      { start: 0, title: 'Introduction' },
      { start: 270, title: 'Flop decisions' },
      { start: 3723, title: 'Turn barrels' },
    ];
    expect((await office.api.get(`/lectures/${id}`, office.staff)).body.chapters).toEqual(chapters);
    expect((await office.api.get(`/lectures/${id}`, subscriber)).body.chapters).toEqual(chapters);
    const listed = (await office.api.get('/lectures', subscriber)).body.find((l: { id: number }) => l.id === id);
    expect(listed.chapters).toEqual(chapters);
  });

  it('accepts the array the API returns, keeps chapters on an unrelated edit and clears them with empty text', async () => {
    const id = await createLecture();
    const chapters = [
      { start: 0, title: 'Start' },
      { start: 95.5, title: 'Middle' },
    ];
    const patched = await office.api.patch(`/lectures/${id}`, { chapters }, office.staff);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ message: 'Lecture Update Successfully', chapters });
    expect((await office.api.patch(`/lectures/${id}`, { name: 'Renamed' }, office.staff)).body.chapters).toEqual(
      chapters,
    );
    expect((await office.api.patch(`/lectures/${id}`, { chapters: '  \n' }, office.staff)).body.chapters).toEqual([]);
  });

  it.each([
    ['00:00 Intro\nFlop decisions', 'chapters: line 2 needs a time like mm:ss before the title'],
    ['00:00 Intro\n\n4:5 Flop', 'chapters: line 3 needs a time like mm:ss before the title'],
    ['00:75 Intro', 'chapters: line 1: seconds and minutes must be below 60'],
    ['1:60:00 Intro', 'chapters: line 1: seconds and minutes must be below 60'],
    ['00:00 Intro\n04:30', 'chapters: line 2 needs a title after the time'],
    [`00:00 ${'x'.repeat(201)}`, 'chapters: line 1: the title must be at most 200 characters'],
    ['00:00 Intro\n05:00 Flop\n04:30 Turn', 'chapters: line 3: times must increase line by line'],
    ['00:00 Intro\n00:00 Again', 'chapters: line 2: times must increase line by line'],
    [
      Array.from(
        { length: 101 },
        (_, i) => `${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} C${i}`,
      ).join('\n'),
      'chapters: at most 100 chapters',
    ],
    [[{ start: -1, title: 'Before' }], 'chapters.0.start: '],
    [
      [
        { start: 10, title: 'B' },
        { start: 5, title: 'A' },
      ],
      'chapters: chapter 2: times must increase',
    ],
    [[{ start: 0, title: '  ' }], 'chapters: chapter 1 needs a title'],
    [[{ start: 0, title: 'Bad \ud800' }], 'chapters: chapter 1: the title contains an invalid character'],
    [42, 'chapters: '],
  ])('refuses %j with a 400 naming the field and the line', async (chapters, message) => {
    const created = await office.api.post('/lectures/create', newLecture({ chapters }), office.staff);
    expect(created.status).toBe(400);
    expect(created.body.message).toContain(message);
    const id = await createLecture();
    const patched = await office.api.patch(`/lectures/${id}`, { chapters }, office.staff);
    expect(patched.status).toBe(400);
    expect(patched.body.message).toContain(message);
  });
});

describe('caption files', () => {
  it('stores a WebVTT file and serves the same bytes as text/vtt to a subscribed member', async () => {
    const id = await createLecture();
    const added = await uploadCaptions(id, VTT);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id, message: 'Captions added', captions: [{ label: 'English' }] });
    const { captions } = (await office.api.get(`/lectures/${id}`, subscriber)).body;
    expect(captions).toEqual([
      {
        label: 'English',
        url: expect.stringMatching(/^\/media\/captions\/[0-9a-f]{32}\.vtt\?exp=\d+&u=\d+&s=[\w-]+&sig=/),
      },
    ]);
    const served = await fetch(`${office.server.url}${captions[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/vtt\b/);
    expect(Buffer.from(await served.arrayBuffer()).equals(VTT)).toBe(true);
    // Unsigned, the file is refused like every lecture media.
    expect((await fetch(`${office.server.url}${captions[0].url.split('?')[0]}`)).status).toBe(403);
  });

  it('takes a label (trimmed), replaces a track of the same label and keeps the order', async () => {
    const id = await createLecture();
    await uploadCaptions(id, VTT, office.staff, 'Deutsch');
    const first = (await uploadCaptions(id, VTT, office.staff, '  English ')).body.captions;
    expect(first.map((track: { label: string }) => track.label)).toEqual(['Deutsch', 'English']);
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHi\r\n'),
    ]);
    const replaced = await uploadCaptions(id, bom, office.staff, 'Deutsch');
    expect(replaced.status).toBe(200);
    expect(replaced.body.captions.map((track: { label: string }) => track.label)).toEqual(['English', 'Deutsch']);
    expect(replaced.body.captions[0].url).toBe(first[1].url);
  });

  it.each([
    ['an SRT file', '1\n00:00:01,000 --> 00:00:02,000\nHello\n'],
    ['WEBVTTX', 'WEBVTTX\n\n00:00.000 --> 00:01.000\nHi\n'],
    ['WEBVTT without a cue', 'WEBVTT\n\nNOTE nothing to show\n'],
    ['a cue time out of range', 'WEBVTT\n\n00:61.000 --> 00:62.000\nHi\n'],
    ['an empty file', ''],
  ])('refuses %s with a 400', async (_, text) => {
    const answer = await uploadCaptions(await createLecture(), Buffer.from(text));
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'file: Please choose a WebVTT (.vtt) caption file' }),
    });
  });

  it('refuses a PNG, invalid UTF-8 and a request without a file', async () => {
    const id = await createLecture();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await uploadCaptions(id, png)).status).toBe(400);
    const latin1 = Buffer.concat([Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n'), Buffer.from([0xe9, 0x0a])]);
    expect((await uploadCaptions(id, latin1)).status).toBe(400);
    const noFile = await office.api.post(`/lectures/${id}/captions`, {}, office.staff);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toContain('WebVTT');
  });

  it('refuses a file over 512 KiB and a label over 50 characters', async () => {
    const id = await createLecture();
    const cue = '00:00.000 --> 00:01.000\nLine of text\n\n';
    const big = Buffer.from(`WEBVTT\n\n${cue.repeat(Math.ceil((512 * 1024) / cue.length) + 1)}`);
    const oversize = await uploadCaptions(id, big);
    expect([400, 413]).toContain(oversize.status);
    expect(oversize.body.message).toBe('Caption files must be at most 512 KB');
    const label = await uploadCaptions(id, VTT, office.staff, 'x'.repeat(51));
    expect(label.status).toBe(400);
    expect(label.body.message).toMatch(/^label: /);
    expect((await office.api.get(`/lectures/${id}`, office.staff)).body.captions).toEqual([]);
  });

  it('keeps at most 10 tracks', async () => {
    const id = await createLecture();
    for (let i = 0; i < 10; i += 1) expect((await uploadCaptions(id, VTT, office.staff, `Lang ${i}`)).status).toBe(200);
    const eleventh = await uploadCaptions(id, VTT, office.staff, 'Lang 10');
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toMatch(/at most 10/);
    // Replacing one of the ten is still fine.
    expect((await uploadCaptions(id, VTT, office.staff, 'Lang 3')).status).toBe(200);
  });

  it('answers 403 to a member, 404 for an unknown lecture and 400 for an id over 32 bits', async () => {
    const id = await createLecture();
    expect((await uploadCaptions(id, VTT, subscriber)).status).toBe(403);
    expect((await office.api.delete(`/lectures/${id}/captions/0`, subscriber)).status).toBe(403);
    const unknown = await uploadCaptions(999_999, VTT);
    expect(unknown).toEqual({ status: 404, body: { message: 'Lecture not found' } });
    const tooBig = await uploadCaptions('3000000000', VTT);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/^id: /);
    const deletedLecture = await createLecture();
    await office.api.delete(`/lectures/${deletedLecture}`, office.staff);
    expect((await uploadCaptions(deletedLecture, VTT)).status).toBe(404);
  });

  it('removes a track by its place; a place with no track is 404', async () => {
    const id = await createLecture();
    await uploadCaptions(id, VTT, office.staff, 'English');
    await uploadCaptions(id, VTT, office.staff, 'Español');
    const removed = await office.api.delete(`/lectures/${id}/captions/0`, office.staff);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Captions removed', captions: [{ label: 'Español' }] });
    expect((await office.api.get(`/lectures/${id}`, subscriber)).body.captions).toHaveLength(1);
    expect(await office.api.delete(`/lectures/${id}/captions/1`, office.staff)).toMatchObject({
      status: 404,
      body: { message: 'Caption track not found' },
    });
    expect((await office.api.delete(`/lectures/999999/captions/0`, office.staff)).status).toBe(404);
    const badIndex = await office.api.delete(`/lectures/${id}/captions/3000000000`, office.staff);
    expect(badIndex.status).toBe(400);
    expect(badIndex.body.message).toMatch(/^index: /);
    expect((await office.api.delete(`/lectures/${id}/captions/-1`, office.staff)).status).toBe(400);
  });

  it('publishes both routes in the OpenAPI document', async () => {
    const { paths } = (await office.api.get('/openapi.json')).body;
    expect(paths['/api/lectures/{id}/captions']).toHaveProperty('post');
    expect(paths['/api/lectures/{id}/captions/{index}']).toHaveProperty('delete');
    expect(paths['/api/lectures/create'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'chapters',
    );
  });
});
