import { afterAll, beforeAll, it } from 'vitest';
import { newAccount, signInWithApi, signUpSubscribed, signUpVerified } from './helpers/accounts.js';
import { type Browser, openBrowser } from './helpers/browser.js';
import { readOutboxLink } from './helpers/outbox.js';

/** A poker stable's seats: the buyer invites from the profile, the player joins from the mail. */
const WAIT = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());

it("seats a stable's player: the buyer invites from the profile, the player joins from the mail and sees the lectures", async () => {
  const { page, baseUrl } = browser;
  const [stable, player] = await Promise.all([
    signUpSubscribed(newAccount('stable'), { seats: 3 }),
    signUpVerified(newAccount('player')),
  ]);
  await signInWithApi(page, stable, '/profile', { tourSeen: true });
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByText('1 of 3 seats used').waitFor(WAIT);
  await team.getByLabel('Email of the member to invite').fill(player.email);
  await team.getByRole('button', { name: 'Invite' }).click();
  await team.getByText('2 of 3 seats used').waitFor(WAIT);

  const link = new URL(await readOutboxLink(player.email, '/join-team'));
  await signInWithApi(page, player, `${link.pathname}${link.search}`, { tourSeen: true });
  await page.getByRole('button', { name: 'Take my seat' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`, WAIT);
  await page.goto(`${baseUrl}/content-library`);
  await page.getByRole('heading', { level: 1, name: 'Content Library' }).waitFor(WAIT);
});
