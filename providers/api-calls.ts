import { httpClient } from './http-client';

type Params = Record<string, unknown>;

/** A way of reading the API's JSON: the browser's client, or the server drawing a page in process. */
export type ReadJson = <T>(url: string, params?: Params) => Promise<T>;

const SILENT = { silent: true } as const;
const data = <T>(request: Promise<{ data: T }>) => request.then((r) => r.data);

/** A read under the loading overlay. */
export const get: ReadJson = (url, params) => data(httpClient.get(url, { params }));
/** For screens that draw their own skeleton while it loads: the overlay on top would be a second loader. */
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
