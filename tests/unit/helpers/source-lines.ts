import { readdirSync, readFileSync } from 'node:fs';

/** Every line of the TypeScript sources under `folders` (paths from the repository root), with where it stands. */
export function sourceLines(folders: string[]): { where: string; line: string }[] {
  const files = folders
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
    .filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ where: `${file}:${index + 1}`, line })),
  );
}
