import type { AxiosRequestConfig } from 'axios';
import { httpClient } from './http-client';

/**
 * A file the API sends (a CSV export, a receipt), read with the session's key, which a plain link could
 * not send; named as the server names it (`Content-Disposition`), `fallbackName` if it says none.
 */
export async function download(config: AxiosRequestConfig, fallbackName: string): Promise<File> {
  const response = await httpClient.request<Blob>({ ...config, responseType: 'blob' });
  const name = /filename="([^"]+)"/.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  return new File([response.data], name ?? fallbackName, { type: response.data.type });
}

/** Hands a file read from the API to the browser as a download under its own name. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may free it.
  window.setTimeout(() => URL.revokeObjectURL(url));
}
