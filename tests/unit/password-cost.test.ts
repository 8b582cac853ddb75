// @vitest-environment node
import { afterAll, expect, it } from 'vitest';
import { hashPassword, useHashCostFor, verifyPassword } from '../../server/services/passwords.js';

// The module's own default again for the files that share this worker.
afterAll(() => useHashCostFor('development'));

it("hashes at OWASP's baseline outside NODE_ENV=test, and at Argon2id's lowest cost under it", async () => {
  useHashCostFor('production');
  const strong = await hashPassword('correct-horse-battery');
  expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  useHashCostFor('development');
  expect(await hashPassword('correct-horse-battery')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

  useHashCostFor('test');
  const cheap = await hashPassword('correct-horse-battery');
  expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  // A check reads the cost from the hash it checks: either kind checks under either setting.
  expect(await verifyPassword(strong, 'correct-horse-battery')).toBe(true);
  expect(await verifyPassword(strong, 'wrong-horse-battery')).toBe(false);
  useHashCostFor('production');
  expect(await verifyPassword(cheap, 'correct-horse-battery')).toBe(true);
  expect(await verifyPassword(cheap, 'wrong-horse-battery')).toBe(false);
});
