import { httpClient } from '../../providers/http-client';
import { resourcePath } from './staff-data-provider';
import type { ListView } from './use-staff-list';

/** Where a list's CSV is: beside the list's own path (`user/getAll` → `user/export.csv`). */
export const exportPath = (resource: string) => `${resourcePath(resource, 'list').split('/')[0]}/export.csv`;

const fileNameOf = (disposition: unknown, fallback: string) =>
  /filename="([^"]+)"/.exec(String(disposition ?? ''))?.[1] ?? fallback;

/**
 * Downloads the list as the server streams it, with the staff token (a plain link could not send it),
 * and saves the file under the server's name.
 */
export async function downloadCsv(resource: string, view: ListView): Promise<string> {
  const response = await httpClient.get<Blob>(exportPath(resource), { params: view, responseType: 'blob' });
  const name = fileNameOf(response.headers['content-disposition'], `${resource}.csv`);
  const url = URL.createObjectURL(response.data);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may free it.
  window.setTimeout(() => URL.revokeObjectURL(url));
  return name;
}
