import type { BaseRecord, DataProvider } from '@refinedev/core';
import dataProviderSimpleRest from '@refinedev/simple-rest';
import { httpClient } from './http-client';

/** The collection path each action calls; simple-rest appends `/{id}` for one, update and delete. */
export interface ResourcePaths {
  list: string;
  one: string;
  create: string;
  update: string;
  remove: string;
}

/** Where the contract's paths differ from `{resource}` and `{resource}/{id}` (CONTRACT §4). */
export const RESOURCE_PATHS: Record<string, Partial<ResourcePaths>> = {
  users: { list: 'user/getAll', one: 'user/getOne', create: 'user', update: 'user' },
  lectures: { create: 'lectures/create' },
  notifications: { create: 'notifications/send-to-specific' },
};

export function resourcePath(resource: string, action: keyof ResourcePaths): string {
  return RESOURCE_PATHS[resource]?.[action] ?? resource;
}

// The shared client already carries the `/api` base, so simple-rest builds paths relative to it.
const rest = dataProviderSimpleRest('', httpClient);

/** simple-rest over the shared client, each call sent to the contract's path for its resource. */
export const dataProvider: DataProvider = {
  ...rest,
  getList: (params) => rest.getList({ ...params, resource: resourcePath(params.resource, 'list') }),
  getOne: (params) => rest.getOne({ ...params, resource: resourcePath(params.resource, 'one') }),
  // The API has no `?id=` filter: many records are read one by one (selects show a handful).
  getMany: async <T extends BaseRecord>(params: Parameters<NonNullable<DataProvider['getMany']>>[0]) => {
    const records = await Promise.all(params.ids.map((id) => rest.getOne<T>({ resource: resourcePath(params.resource, 'one'), id, meta: params.meta })));
    return { data: records.map((record) => record.data) };
  },
  create: (params) => rest.create({ ...params, resource: resourcePath(params.resource, 'create') }),
  update: (params) => rest.update({ ...params, resource: resourcePath(params.resource, 'update') }),
  deleteOne: (params) => rest.deleteOne({ ...params, resource: resourcePath(params.resource, 'remove') }),
};
