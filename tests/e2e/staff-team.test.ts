import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newAccount, sidebarLinks, signInAs, signInWithApi, STAFF } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { successDialogComesAndGoes } from './helpers/page-state.js';
import { nextSocketAccepted } from './helpers/sockets.js';
import { asStaff, unique } from './helpers/staff-api.js';

/** A staff team: roles that see only their part, lists that follow each other's edits, a record's history. */
let admin: Browser;
let colleague: Browser;
beforeAll(async () => {
  [admin, colleague] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await admin?.close();
  await colleague?.close();
});

const WAIT = { timeout: 20_000 };

async function staffMember(role: 'editor' | 'support'): Promise<Account> {
  const account = newAccount(role);
  await asStaff('POST', 'user', { ...account, dob: '1990-05-17', phone: '+1 555 0100', role });
  return account;
}

const lecture = (name: string) =>
  asStaff<{ id: number }>('POST', 'lectures/create', {
    name,
    description: 'Before',
    courseId: 2,
    categoryId: 2,
    tagIds: [],
    videoUrl: 'https://example.com/team.mp4',
  });

describe('a staff team', () => {
  it('shows an editor no Users or Support, sends them from those screens, and the API refuses them with 403', async () => {
    const { page, baseUrl } = colleague;
    const editor = await staffMember('editor');
    const supportReads: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/customer-support') supportReads.push(request.url());
    };
    page.on('request', onRequest);
    expect(await signInAs(page, editor)).toBe('/lecture-management');
    const links = await sidebarLinks(page);
    // The header's parts load before the shell shows: with the sidebar in, a support bell would be too.
    page.off('request', onRequest);
    expect([await page.getByRole('button', { name: /Support requests/ }).count(), supportReads]).toEqual([0, []]);
    expect(links).toContain('Modules');
    for (const hidden of ['User Management', 'Customer Support', 'Notification Management', 'Overview', 'Audit Log'])
      expect(links).not.toContain(hidden);
    await page.goto(`${baseUrl}/user-management`);
    await page.waitForURL(`${baseUrl}/lecture-management`, WAIT);
    await page.goto(`${baseUrl}/customer-support`);
    await page.waitForURL(`${baseUrl}/lecture-management`, WAIT);
    const answers = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('login')}` };
      return Promise.all(
        ['/api/user/getAll', '/api/customer-support'].map(async (path) => {
          const response = await fetch(path, { headers });
          return [response.status, ((await response.json()) as { message: string }).message];
        }),
      );
    });
    expect(answers).toEqual([
      [403, 'Your staff role does not allow this'],
      [403, 'Your staff role does not allow this'],
    ]);
  });

  it("shows one staff member's lecture edit in the other's open list without a reload, then in its history", async () => {
    const name = unique('Team lecture');
    const { id } = await lecture(name);
    const editor = await staffMember('editor');
    await signInWithApi(admin.page, STAFF, '/lecture-management');
    await admin.page.getByLabel('Search lectures by name').fill(name);
    await admin.page.getByLabel('Search lectures by name').press('Enter');
    const list = admin.page.getByRole('table', { name: 'Lectures' });
    await list.getByText(name, { exact: true }).waitFor(WAIT);
    await admin.page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await signInWithApi(colleague.page, editor, `/edit-lecture/${id}`);
    await expect.poll(() => colleague.page.getByLabel('Lecture Name').inputValue(), WAIT).toBe(name);
    // Still matching the admin's search, so the row stays in their list with its new name.
    await colleague.page.getByLabel('Lecture Name').fill(`${name} renamed`);
    await successDialogComesAndGoes(colleague.page, 'Lecture Update Successfully', () =>
      colleague.page.getByRole('button', { name: 'Save' }).click(),
    );

    await list.getByText(`${name} renamed`, { exact: true }).waitFor(WAIT);
    expect(await admin.page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await admin.page.goto(`${admin.baseUrl}/lecture-management/lecture-details/${id}`);
    const history = admin.page.getByLabel('History');
    const edit = history.getByRole('row').filter({ hasText: 'update' });
    await edit.waitFor(WAIT);
    expect(await edit.innerText()).toContain(editor.email);
    expect(await edit.getByTestId('before').innerText()).toBe(name);
    expect(await edit.getByTestId('after').innerText()).toBe(`${name} renamed`);
  });

  it('tells an editor whose form is open that the record changed underneath', async () => {
    const name = unique('Underneath');
    const { id } = await lecture(name);
    const { page, baseUrl } = colleague;
    // The change is made once the form's live channel is up: one made before it is refused at save (412).
    const accepted = nextSocketAccepted(page);
    await page.goto(`${baseUrl}/edit-lecture/${id}`);
    await expect.poll(() => page.getByLabel('Lecture Name').inputValue(), WAIT).toBe(name);
    await accepted;
    await asStaff('PATCH', `lectures/${id}`, { description: 'Changed by someone else' });
    await page.getByText('Someone else just changed this record.', { exact: false }).waitFor(WAIT);
    expect(await page.getByLabel('Lecture Name').inputValue()).toBe(name);
  });

  it('deactivates the chosen courses after one confirmation naming the count', async () => {
    const prefix = unique('Bulk course');
    for (const suffix of ['a', 'b'])
      await asStaff('POST', 'courses', { title: `${prefix} ${suffix}`, description: 'd' });
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/course-management`);
    const search = page.getByPlaceholder('Search Here...');
    await search.fill(prefix);
    await search.press('Enter');
    const table = page.getByRole('table');
    await table.getByText(`${prefix} b`, { exact: true }).waitFor(WAIT);
    for (const suffix of ['a', 'b'])
      await table
        .getByRole('row')
        .filter({ hasText: `${prefix} ${suffix}` })
        .getByRole('checkbox')
        .check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Deactivate 2 rows?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('2 courses deactivated').waitFor(WAIT);
    const courses = await asStaff<{ title: string; status: boolean }[]>(
      'GET',
      `courses?q=${encodeURIComponent(prefix)}`,
    );
    expect(courses.map((course) => course.status)).toEqual([false, false]);
  });
});
