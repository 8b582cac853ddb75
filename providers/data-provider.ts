import type { BaseRecord, DataProvider, GetListParams, MetaQuery } from '@refinedev/core';
import dataProviderSimpleRest from '@refinedev/simple-rest';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { download } from './file-download';
import { httpClient } from './http-client';
import { recordVersions } from './record-versions';

/** The collection path each action calls; simple-rest appends `/{id}` for one, update and delete. */
export interface ResourcePaths {
  list: string;
  one: string;
  create: string;
  update: string;
  remove: string;
}

/** Per resource, where the API's paths (kept as existing clients call them) differ from `{resource}` and `{resource}/{id}`. */
export type ResourcePathTable = Record<string, Partial<ResourcePaths>>;

/** The path one action of a resource calls: the table's entry, else the resource's name. */
export const pathsFrom =
  (table: ResourcePathTable) =>
  (resource: string, action: keyof ResourcePaths): string =>
    table[resource]?.[action] ?? resource;

// The shared client already carries the `/api` base, so simple-rest builds paths relative to it.
const rest = dataProviderSimpleRest('', httpClient);
// Quiet reads (`meta.silent`, or a read again: `answeredReads`) skip the loading overlay; simple-rest
// passes only headers, so they go through a client whose reads say so.
const quietClient = {
  get: (url: string, config?: AxiosRequestConfig) => httpClient.get(url, { ...config, silent: true }),
} as AxiosInstance;
const quietRest = dataProviderSimpleRest('', quietClient);

/** Past this many reads remembered, they are forgotten (each then shows the overlay once more). */
const READS_REMEMBERED = 500;

/**
 * The reads already answered, by Refine's query key (it hands each read its key in `meta`): one read
 * again (after a save, or a live event) changes its screen in place, quietly. The overlay over a screen
 * already shown would take the click a staff member made meanwhile; it stays for a screen's first read,
 * which has nothing to show yet, and goes for reads asked to be quiet (`meta.silent`).
 */
function answeredReads() {
  const answered = new Set<string>();
  const keyOf = (meta: MetaQuery | undefined) => {
    const key = meta?.queryKey as QueryKey | undefined;
    return key === undefined ? undefined : hashKey(key);
  };
  return async <T>(meta: MetaQuery | undefined, read: (quiet: boolean) => Promise<T>): Promise<T> => {
    const key = keyOf(meta);
    const answer = await read(Boolean(meta?.silent) || (key !== undefined && answered.has(key)));
    if (key !== undefined) {
      if (answered.size >= READS_REMEMBERED) answered.clear();
      answered.add(key);
    }
    return answer;
  };
}

/**
 * simple-rest over the shared client, each call sent to the API's path for its resource. The
 * table comes from the resources' own definitions (resources/index.ts), which this layer cannot import.
 * A record read alone keeps its ETag; an update with `meta.versioned` (a staff form's save) sends it
 * back as If-Match, so a record changed since it was loaded is refused rather than overwritten.
 * `custom` (Refine's `useCustom` and `useCustomMutation`) calls any other path: `query` as its search,
 * `payload` as its body (JSON or a FormData), `meta.silent` for a read in the background, `meta.download`
 * for a file.
 */
export function createDataProvider(table: ResourcePathTable): DataProvider {
  const resourcePath = pathsFrom(table);
  const read = answeredReads();
  return {
    ...rest,
    getList: <TData extends BaseRecord = BaseRecord>(params: GetListParams) =>
      read(params.meta, (quiet) =>
        (quiet ? quietRest : rest).getList<TData>({ ...params, resource: resourcePath(params.resource, 'list') }),
      ),
    getOne: ({ resource, id, meta }) =>
      read(meta, async (quiet) => {
        const { data, headers } = await httpClient.get(`/${resourcePath(resource, 'one')}/${id}`, {
          headers: meta?.headers,
          silent: quiet,
        });
        recordVersions.remember(resource, id, headers.etag);
        return { data };
      }),
    // The API has no `?id=` filter: many records are read one by one (selects show a handful).
    getMany: <T extends BaseRecord>(params: Parameters<NonNullable<DataProvider['getMany']>>[0]) =>
      read(params.meta, async (quiet) => {
        const records = await Promise.all(
          params.ids.map((id) =>
            (quiet ? quietRest : rest).getOne<T>({
              resource: resourcePath(params.resource, 'one'),
              id,
              meta: params.meta,
            }),
          ),
        );
        return { data: records.map((record) => record.data) };
      }),
    create: (params) => rest.create({ ...params, resource: resourcePath(params.resource, 'create') }),
    update: async ({ resource, id, variables, meta }) => {
      const ifMatch = meta?.versioned ? recordVersions.of(resource, id) : undefined;
      const { data, headers } = await httpClient.patch(`/${resourcePath(resource, 'update')}/${id}`, variables, {
        headers: { ...meta?.headers, ...(ifMatch && { 'If-Match': ifMatch }) },
      });
      recordVersions.remember(resource, id, headers.etag);
      return { data };
    },
    deleteOne: (params) => rest.deleteOne({ ...params, resource: resourcePath(params.resource, 'remove') }),
    custom: ({ url, method, query, payload, headers, meta }) =>
      read(meta, async (quiet) => {
        const request = { url, method, params: query, data: payload, headers, silent: quiet };
        // A file comes back named as the server names it (`meta.download` is the name if it says none).
        const fileName: string | undefined = meta?.download;
        if (fileName) return { data: await download(request, fileName) };
        return { data: (await httpClient.request(request)).data };
      }),
  };
}
