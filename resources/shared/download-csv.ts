import type { DataProvider } from '@refinedev/core';
import { saveFile } from '../../providers/file-download';
import { resourcePath } from './staff-data-provider';
import type { ListView } from './use-staff-list';

/** Where a list's CSV is: beside the list's own path (`user/getAll` → `user/export.csv`). */
export const exportPath = (resource: string) => `${resourcePath(resource, 'list').split('/')[0]}/export.csv`;

/**
 * Downloads the list as the server streams it, with the staff token (a plain link could not send it),
 * and saves the file under the server's name.
 */
export async function downloadCsv(
  custom: NonNullable<DataProvider['custom']>,
  resource: string,
  view: ListView,
): Promise<string> {
  const { data: file } = await custom<File>({
    url: exportPath(resource),
    method: 'get',
    query: view,
    meta: { download: `${resource}.csv` },
  });
  saveFile(file);
  return file.name;
}
