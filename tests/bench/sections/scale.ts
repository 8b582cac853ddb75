import { bulkFill } from '../bulk-fill.js';
import { type BenchSection, type Figure, round } from '../figure.js';
import { sequentialP95 } from '../measure.js';
import { benchAdminToken, benchDatabase, startProduct } from '../product-server.js';

/**
 * Lists stay flat as the data grows: each list's p95 (sequential calls, staff token) with 100 000
 * users and lectures ÷ the same with 1 000. Flat means within 2×. Repeated calls meet kept answers;
 * the "after an edit" lists are read right after a staff write to what they show, so never kept.
 */
const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_SCALE_ROWS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);

const lists = (rows: number): Record<string, string> => ({
  'user/getAll first page': '/api/user/getAll?_start=0&_end=10',
  'user/getAll middle page': `/api/user/getAll?_start=${rows / 2}&_end=${rows / 2 + 10}`,
  'user/getAll sorted by name': '/api/user/getAll?_sort=name&_order=asc&_start=0&_end=10',
  'user/getAll search q=alice': '/api/user/getAll?q=alice&_start=0&_end=10',
  'lectures first page': '/api/lectures?_start=0&_end=12',
  'lectures middle page': `/api/lectures?_start=${rows / 2}&_end=${rows / 2 + 12}`,
  'lectures sorted by name': '/api/lectures?_sort=name&_order=desc&_start=0&_end=12',
  'lectures search q=river': '/api/lectures?q=river&_start=0&_end=12',
});

/** A list, and the staff write (a rename of the first row) made before each read of it. */
const afterEdits = {
  'lectures first page after a lecture edit': { list: '/api/lectures?_start=0&_end=12', edit: '/api/lectures' },
  'user/getAll first page after a user edit': { list: '/api/user/getAll?_start=0&_end=10', edit: '/api/user' },
};

async function firstId(url: string, headers: Record<string, string>): Promise<number> {
  const [first] = (await (await fetch(url, { headers })).json()) as { id: number }[];
  return first.id;
}

async function p95s(rows: number): Promise<Record<string, number>> {
  const database = await benchDatabase({ seedDemo: false });
  try {
    await bulkFill(database.deps.db, { users: rows, lectures: rows });
    const headers = { authorization: `Bearer ${await benchAdminToken(database)}` };
    const product = await startProduct(database);
    try {
      const measured: Record<string, number> = {};
      for (const [name, path] of Object.entries(lists(rows)))
        measured[name] = await sequentialP95(`${product.url}${path}`, headers, { samples: SAMPLES });
      for (const [name, { list, edit }] of Object.entries(afterEdits)) {
        const edited = `${product.url}${edit}/${await firstId(`${product.url}${list}`, headers)}`;
        const rename = async (i: number) => {
          const body = JSON.stringify({ name: `Renamed ${i}` });
          const answer = await fetch(edited, {
            method: 'PATCH',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
          });
          if (answer.status !== 200) throw new Error(`${edited}: ${answer.status}`);
        };
        measured[name] = await sequentialP95(`${product.url}${list}`, headers, { samples: SAMPLES, before: rename });
      }
      return measured;
    } finally {
      await product.stop();
    }
  } finally {
    await database.close();
  }
}

export const section: BenchSection = {
  name: 'scale',
  async run() {
    const small = await p95s(SMALL);
    const large = await p95s(LARGE);
    const figures: Record<string, Figure> = {};
    for (const name of Object.keys(small)) {
      const ratio = round(large[name] / small[name], 2);
      figures[`${name} p95, ${LARGE} ÷ ${SMALL} rows`] = {
        ratio,
        target: '≤ 2 (flat)',
        met: ratio <= 2,
        detail: { smallP95Ms: small[name], largeP95Ms: large[name] },
      };
      console.log(`${name}: p95 ${small[name]} ms with ${SMALL} rows, ${large[name]} ms with ${LARGE}`);
    }
    return figures;
  },
};
