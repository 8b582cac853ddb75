import { httpClient } from './http-client';

type Params = Record<string, unknown>;

/** A way of reading the API's JSON: the browser's client, or the server drawing a page in process. */
export type ReadJson = <T>(url: string, params?: Params) => Promise<T>;

const SILENT = { silent: true } as const;
const data = <T>(request: Promise<{ data: T }>) => request.then((r) => r.data);

/**
 * Every member screen's read: each screen draws its own loader (a skeleton, a loading card or a spinner in
 * its place). The full-screen overlay would be a second one, and it would cover a page already shown
 * whenever a write or a live event has its lists read again, taking the click a member made meanwhile.
 */
export const quietGet: ReadJson = (url, params) => data(httpClient.get(url, { params, ...SILENT }));
export const post = <T>(url: string, body: unknown = {}) => data(httpClient.post<T>(url, body));
export const patch = <T>(url: string, body: unknown) => data(httpClient.patch<T>(url, body));

/** Small inline actions (a heart, a note, a switch): the screen shows their state, so no overlay. */
export const quietly = {
  post: <T>(url: string, body: unknown = {}) => data(httpClient.post<T>(url, body, SILENT)),
  patch: <T>(url: string, body: unknown) => data(httpClient.patch<T>(url, body, SILENT)),
  put: <T>(url: string, body: unknown = {}) => data(httpClient.put<T>(url, body, SILENT)),
  delete: <T>(url: string) => data(httpClient.delete<T>(url, SILENT)),
};
