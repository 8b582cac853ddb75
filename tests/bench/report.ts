import fs from 'node:fs/promises';
import path from 'node:path';
import { describeMachineCosts, type MachineCosts } from '../machine-costs.js';
import type { Results } from './run.js';

const README = path.join(import.meta.dirname, '..', '..', 'README.md');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const shown = (figure: Results['figures'][string]) =>
  figure.ratio !== undefined ? `${figure.ratio}×` : `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`;

/** The results as a Markdown table, with the machine they were measured on. */
export function renderTable({ machine, figures }: Results): string {
  // A section's figures together, though a figure new to a section was stored after the others.
  const sections = [...new Set(Object.values(figures).map((figure) => figure.section))];
  const rows = sections.flatMap((section) =>
    Object.entries(figures)
      .filter(([, figure]) => figure.section === section)
      .map(([name, figure]) => `| ${name} | ${shown(figure)} | ${figure.target} | ${figure.met ? 'yes' : '**no**'} |`),
  );
  const load = (machine.loadAverageAtStart as number[] | undefined)?.join(' / ');
  const costs = machine.costs as MachineCosts | undefined;
  return [
    `Measured on ${machine.cpus} × ${machine.model}, ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${load} at start` +
      `${machine.pinned ? ', server on CPU 0 and load generator on the others' : ''}` +
      `${costs ? `; ${describeMachineCosts(costs)}` : ''}.`,
    '',
    '| figure | measured | target | met |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Replaces the table between the README's bench markers. */
export async function updateReadme(results: Results): Promise<void> {
  const readme = await fs.readFile(README, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return;
  await fs.writeFile(README, `${readme.slice(0, start + START.length)}\n${renderTable(results)}\n${readme.slice(end)}`);
}
