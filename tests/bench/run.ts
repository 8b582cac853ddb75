import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureMachineCosts } from '../machine-costs.js';
import { ALL_CPUS, canPin, LOAD_CPUS, pinProcess } from './cpu.js';
import type { BenchSection, Figure } from './figure.js';
import { renderTable, updateReadme } from './report.js';

/**
 * `npm run bench [section …]`: every section under sections/ (or those named), each figure a ratio
 * against a reference measured in the same run or a value against its target. Figures are merged
 * into tests/bench/results.json (a section run alone keeps the others) and the README's table.
 * A benchmark, not a test: it asserts nothing and is not part of `npm test`.
 */
const RESULTS = path.join(import.meta.dirname, 'results.json');
const SECTIONS_DIR = path.join(import.meta.dirname, 'sections');

export interface Results {
  machine: Record<string, unknown>;
  figures: Record<string, Figure & { section: string; measuredAt: string }>;
}

async function loadSections(): Promise<BenchSection[]> {
  const files = (await fs.readdir(SECTIONS_DIR)).filter((file) => file.endsWith('.ts')).sort();
  const sections = await Promise.all(
    files.map(async (file) => (await import(path.join(SECTIONS_DIR, file))).section as BenchSection),
  );
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !sections.some((section) => section.name === name));
  if (unknown.length > 0)
    throw new Error(
      `Unknown bench section ${unknown.join(', ')}; there are: ${sections.map((s) => s.name).join(', ')}`,
    );
  return wanted.length > 0 ? sections.filter((section) => wanted.includes(section.name)) : sections;
}

async function readResults(): Promise<Results> {
  try {
    const stored = JSON.parse(await fs.readFile(RESULTS, 'utf8')) as Partial<Results>;
    return { machine: stored.machine ?? {}, figures: stored.figures ?? {} };
  } catch {
    return { machine: {}, figures: {} };
  }
}

const cpu = os.cpus()[0];
const results = await readResults();
results.machine = {
  cpus: os.cpus().length,
  model: cpu?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  pinned: canPin,
  loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
  // Machines of this kind compute alike but differ tenfold in these (docs/TESTING.md, "Machines").
  costs: measureMachineCosts(),
};
for (const section of await loadSections()) {
  console.log(`::: bench ${section.name}`);
  const started = performance.now();
  // The load generator (autocannon, in this process) stays off the server's CPU; a browser gets them all.
  pinProcess(process.pid, section.pinClient === false ? ALL_CPUS : LOAD_CPUS);
  const figures = await section.run();
  for (const [name, figure] of Object.entries(figures)) {
    results.figures[`${section.name}: ${name}`] = {
      ...figure,
      section: section.name,
      measuredAt: new Date().toISOString(),
    };
  }
  console.log(`::: bench ${section.name} took ${Math.round((performance.now() - started) / 1000)} s`);
  await fs.writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}
console.log(renderTable(results));
await updateReadme(results);
console.log('written to tests/bench/results.json and README.md');
