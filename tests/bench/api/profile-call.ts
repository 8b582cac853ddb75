import fs from 'node:fs/promises';
import path from 'node:path';
import { load } from '../measure.js';
import { benchDatabase, benchMember, startProduct } from '../product-server.js';
import { giveHistory } from './member-history.js';
import { selfTimeSummary } from './self-time.js';

/**
 * Where a member call's time goes: `node --import tsx tests/bench/api/profile-call.ts /api/review [seconds]`
 * starts the product as the api bench does, under `--cpu-prof`, loads the call at 50 connections and
 * prints the server's self time by function and by package. The .cpuprofile is kept for speedscope.
 */
const [callPath = '/api/lectures', seconds = '8'] = process.argv.slice(2);
const database = await benchDatabase({ seedDemo: true });
const profileDir = await fs.mkdtemp(path.join(database.dataDir, '..', 'poker-profile-'));
try {
  const member = await benchMember(database);
  await giveHistory(database, member.id);
  const product = await startProduct(database, {}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  try {
    const headers = { authorization: `Bearer ${member.token}` };
    await load(`${product.url}${callPath}`, { seconds: 1, headers });
    const result = await load(`${product.url}${callPath}`, { seconds: Number(seconds), headers });
    console.log(`${callPath}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`);
  } finally {
    await product.stop();
  }
  const [file] = await fs.readdir(profileDir);
  console.log(selfTimeSummary(JSON.parse(await fs.readFile(path.join(profileDir, file), 'utf8'))));
  console.log(`profile: ${path.join(profileDir, file)}`);
} finally {
  await database.close();
}
