import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexUnindexedCaptions } from '../../server/modules/search/caption-backfill.js';
import { type BackOffice, newSignedInMember, startBackOffice, subscribe } from './helpers/back-office.js';

/** Search that finds the moment, over lectures, chapters and captions. */
let office: BackOffice;
let subscriber: string;

beforeAll(async () => {
  office = await startBackOffice();
  const { member, memberId } = await newSignedInMember(office.api, office.server);
  await subscribe(office.server, memberId);
  subscriber = member;
});
afterAll(() => office.server.close());

interface Hit {
  lectureId: number;
  lectureName: string;
  kind: 'lecture' | 'chapter' | 'caption';
  atSeconds: number | null;
  snippet: { text: string; match: boolean }[];
}

async function createLecture(fields: Record<string, unknown>): Promise<number> {
  const created = await office.api.post(
    '/lectures/create',
    {
      courseId: 1,
      categoryId: 2,
      tagIds: [],
      description: 'Study notes',
      videoUrl: '/media/videos/search.mp4',
      ...fields,
    },
    office.staff,
  );
  expect(created.status).toBe(201);
  return created.body.id;
}

async function uploadCaptions(lectureId: number, vtt: string, label = 'English') {
  const form = new FormData();
  form.append('label', label);
  form.append('file', new Blob([vtt], { type: 'text/vtt' }), 'captions.vtt');
  const response = await fetch(`${office.server.url}/api/lectures/${lectureId}/captions`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${office.staff}` },
  });
  expect(response.status).toBe(200);
}

async function search(q: string, token = subscriber): Promise<Hit[]> {
  const answer = await office.api.get(`/search?q=${encodeURIComponent(q)}`, token);
  expect(answer.status).toBe(200);
  return answer.body;
}

const matched = (hit: Hit) => hit.snippet.filter((part) => part.match).map((part) => part.text);

describe('search', () => {
  it('ranks a hit in the name before a hit in the description', async () => {
    const inDescription = await createLecture({ name: 'Defending the blinds', description: 'A quokka plays the BB' });
    const inName = await createLecture({ name: 'The quokka line', description: 'Probes on the turn' });
    const hits = await search('quokka');
    expect(hits.map((hit) => [hit.lectureId, hit.kind])).toEqual([
      [inName, 'lecture'],
      [inDescription, 'lecture'],
    ]);
    expect(hits[1]).toMatchObject({ lectureName: 'Defending the blinds', atSeconds: null });
    expect(matched(hits[1])).toEqual(['quokka']);
  });

  it('matches the last word as a prefix, stems words and needs every word', async () => {
    const id = await createLecture({ name: 'Thin value on the river', description: 'Betting rivers thinly' });
    expect((await search('riv')).map((hit) => hit.lectureId)).toContain(id);
    expect((await search('thin riv')).map((hit) => hit.lectureId)).toContain(id);
    expect((await search('value rivers')).map((hit) => hit.lectureId)).toContain(id);
    expect((await search('thin flop')).map((hit) => hit.lectureId)).not.toContain(id);
  });

  it('finds a word while it is typed even where the stemmer rewrites the part typed', async () => {
    // "penny" alone is stemmed to "penni", which does not begin "pennywis" (the stem of "pennywise").
    const id = await createLecture({ name: 'Pennywise bluffs', description: 'Small bets, big folds' });
    await uploadCaptions(id, 'WEBVTT\n\n00:05.000 --> 00:08.000\nA pennywise river bet.\n');
    for (const typed of ['penny', 'Pennyw', 'pennywise', 'small penny']) {
      expect(
        (await search(typed)).map((hit) => hit.lectureId),
        typed,
      ).toContain(id);
    }
    expect((await search('penny')).filter((hit) => hit.lectureId === id).map((hit) => hit.kind)).toEqual(
      expect.arrayContaining(['lecture', 'caption']),
    );
  });

  it('ignores accents both ways', async () => {
    const accented = await createLecture({ name: 'Café strategy', description: 'Naïve plays at the café table' });
    const plain = await createLecture({ name: 'Resume building', description: 'Study plan for a cafe grinder' });
    expect((await search('cafe')).map((hit) => hit.lectureId)).toEqual(expect.arrayContaining([accented, plain]));
    expect((await search('CAFÉ')).map((hit) => hit.lectureId)).toEqual(expect.arrayContaining([accented, plain]));
    expect((await search('naive')).map((hit) => hit.lectureId)).toEqual([accented]);
  });

  it('finds a lecture by its tag', async () => {
    const tag = await office.api.post('/tags', { title: 'Squeezeplay' }, office.staff);
    const id = await createLecture({ name: 'Three-bet pots', tagIds: [tag.body.id] });
    expect(await search('squeezepl')).toEqual([expect.objectContaining({ lectureId: id, kind: 'lecture' })]);
  });

  it('finds a chapter title with the second it starts at', async () => {
    const id = await createLecture({ name: 'Stack depths', chapters: '00:00 Intro\n02:05 Overbet jamming' });
    const hits = await search('overbet');
    expect(hits).toEqual([expect.objectContaining({ lectureId: id, kind: 'chapter', atSeconds: 125 })]);
    expect(matched(hits[0])).toEqual(['Overbet']);
  });

  it("finds a word said in a caption with the cue's second and snippet", async () => {
    const id = await createLecture({ name: 'Hand reading' });
    await uploadCaptions(
      id,
      'WEBVTT\n\nintro\n00:00.000 --> 00:04.000\nWelcome back.\n\n00:01:23.500 --> 00:01:26.000 align:start\n<v Coach>Here the <b>nut blocker</b> changes everything</v>\n',
    );
    const hits = await search('blocker');
    expect(hits).toEqual([expect.objectContaining({ lectureId: id, kind: 'caption', atSeconds: 83.5 })]);
    expect(hits[0].snippet.map((part) => part.text).join('')).toBe('Here the nut blocker changes everything');
    expect(matched(hits[0])).toEqual(['blocker']);
  });

  it('keeps a cue as said when it holds what an array literal escapes', async () => {
    const id = await createLecture({ name: 'Quoting' });
    const said = 'He said "fold" {ripcord}, back\\slash, NULL';
    await uploadCaptions(id, `WEBVTT\n\n00:05.000 --> 00:06.000\n${said}\n\n00:07.000 --> 00:08.000\nNULL\n`);
    const hits = await search('ripcord');
    expect(hits).toEqual([expect.objectContaining({ lectureId: id, kind: 'caption', atSeconds: 5 })]);
    expect(hits[0].snippet.map((part) => part.text).join('')).toBe(said);
    expect((await search('null')).filter((hit) => hit.lectureId === id).map((hit) => hit.atSeconds)).toEqual([5, 7]);
  });

  it('forgets a caption file deleted or replaced', async () => {
    const id = await createLecture({ name: 'Timing tells' });
    await uploadCaptions(id, 'WEBVTT\n\n00:10.000 --> 00:12.000\nThe hollywood pause\n', 'English');
    await uploadCaptions(id, 'WEBVTT\n\n00:20.000 --> 00:22.000\nLa pausa hollywood\n', 'Español');
    expect((await search('hollywood')).map((hit) => hit.atSeconds)).toEqual([10, 20]);
    await uploadCaptions(id, 'WEBVTT\n\n00:30.000 --> 00:32.000\nNothing to see\n', 'English');
    expect((await search('hollywood')).map((hit) => hit.atSeconds)).toEqual([20]);
    // Replacing moved English last: the Spanish track is now the first.
    expect((await office.api.delete(`/lectures/${id}/captions/0`, office.staff)).status).toBe(200);
    expect(await search('hollywood')).toEqual([]);
  });

  it('indexes once, as a worker starts, the caption files stored before search existed', async () => {
    const id = await createLecture({ name: 'Older captions' });
    const key = 'captions/stored-before-search.vtt';
    await office.server.deps.media.putBytes(
      key,
      Buffer.from('WEBVTT\n\n00:07.000 --> 00:09.000\nThe platypus shove\n'),
      'text/vtt',
    );
    // As migration 0007 found such a lecture: the track in its row, no cues.
    const tracks = JSON.stringify([{ label: 'English', key }]);
    await office.server.db.query('update lectures set captions = $1 where id = $2', [tracks, id]);
    expect(await search('platypus')).toEqual([]);

    expect(await indexUnindexedCaptions(office.server.deps)).toBe(1);
    expect(await search('platypus')).toEqual([
      expect.objectContaining({ lectureId: id, kind: 'caption', atSeconds: 7 }),
    ]);
    expect(await indexUnindexedCaptions(office.server.deps)).toBe(0);
    expect(await search('platypus')).toHaveLength(1);
  });

  it('hides from members what the catalogue hides; staff find it', async () => {
    const course = await office.api.post(
      '/courses',
      { title: 'Stud', description: 'Seven card', status: false },
      office.staff,
    );
    const hidden = await createLecture({ name: 'Wombat ranges', courseId: course.body.id });
    const tag = await office.api.post('/tags', { title: 'Retired' }, office.staff);
    await office.api.patch(`/tags/${tag.body.id}`, { status: false }, office.staff);
    const inactiveTag = await createLecture({ name: 'Wombat sizing', tagIds: [tag.body.id] });
    const deleted = await createLecture({ name: 'Wombat history', chapters: '00:07 Wombat era' });
    expect((await office.api.delete(`/lectures/${deleted}`, office.staff)).status).toBe(200);
    expect(await search('wombat')).toEqual([]);
    expect((await search('wombat', office.staff)).map((hit) => hit.lectureId).sort()).toEqual(
      [hidden, inactiveTag].sort(),
    );
  });

  it("keeps the lists' own `q` a substring filter", async () => {
    const id = await createLecture({ name: 'Overcalling ranges' });
    const listed = (await office.api.get('/lectures?q=ercall', subscriber)).body.map((l: { id: number }) => l.id);
    expect(listed).toEqual([id]);
    expect(await search('ercall')).toEqual([]);
  });

  it('refuses an empty or long query with a 400 naming q, and answers nothing for punctuation', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const answer = await office.api.get(`/search?q=${encodeURIComponent(q)}`, subscriber);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^q: /);
    }
    expect((await office.api.get('/search', subscriber)).status).toBe(400);
    expect(await search("'&|!:*()<->")).toEqual([]);
    expect(await search('the')).toEqual([]);
    expect((await search('x'.repeat(100))).length).toBe(0);
  });

  it('needs a signed-in member with a membership', async () => {
    expect((await office.api.get('/search?q=river', office.member)).status).toBe(403);
    expect((await office.api.get('/search?q=river')).status).toBe(401);
  });
});
