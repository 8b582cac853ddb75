import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RESOURCES = path.resolve(__dirname, '../../../resources');
const sources = readdirSync(RESOURCES, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));

describe('staff screens', () => {
  it("read and write through Refine's data hooks, not the member screens' loaders or the raw client", () => {
    const other = sources.filter((file) =>
      /from '[./]*providers\/(http-client|member-query)'/.test(readFileSync(path.join(RESOURCES, file), 'utf8')),
    );
    expect(sources.length).toBeGreaterThan(50);
    expect(other).toEqual([]);
  });
});
