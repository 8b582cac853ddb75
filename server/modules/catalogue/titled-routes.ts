import { z } from 'zod';
import { isStaff } from '../../../common/roles.js';
import type { StaffArea } from '../../access/roles.js';
import { currentUser } from '../../plugins/auth.js';
import {
  idParams,
  listQuery,
  messageResponse,
  staleSaveResponse,
  titledBody,
  titledPatch,
  titledRecord,
  titledWithMessage,
} from '../../schemas/index.js';
import type { Api, ApiModule } from '../module.js';
import { registerBulkActions } from '../shared/bulk-actions.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { runList } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import type { TitledStore } from './titled-store.js';

export interface TitledResource {
  /** The API folder, also its staff area. */
  path: Extract<StaffArea, 'category' | 'tags'>;
  /** "categories", "tags": what a bulk action's answer counts. */
  plural: string;
  /** The CSV export's file name before the date. */
  exportFile: string;
  store: TitledStore;
}

const titledList = listQuery(['id', 'title', 'status']);

/**
 * Categories and tags: a title and an Active/Inactive status. Everyone signed in reads them
 * (members only the active ones); staff add, edit and delete them.
 */
export function titledResourceModule(resource: TitledResource): ApiModule {
  const { path, store } = resource;
  const { label } = store;
  const openTags = [path];

  return {
    async member(api) {
      const { db } = api.deps;
      api.get(
        `/${path}`,
        { schema: { tags: openTags, querystring: titledList, response: { 200: z.array(titledRecord) } } },
        async (request, reply) =>
          runList(reply, request.query, {
            ...store.listFilter(isStaff(currentUser(request))),
            rows: (page) => store.page(db, page),
            count: (where) => store.count(db, where),
          }),
      );
      api.get(
        `/${path}/:id`,
        { schema: { tags: openTags, params: idParams, response: { 200: titledRecord } } },
        async (request, reply) => {
          const staff = isStaff(currentUser(request));
          if (staff) tagVersion(reply, await store.version(db, request.params.id));
          return store.find(db, request.params.id, !staff);
        },
      );
    },

    staffArea: path,
    async staff(api) {
      const { db } = api.deps;
      registerListTools(api, resource);
      api.post(
        `/${path}`,
        { schema: { tags: openTags, body: titledBody, response: { 201: titledWithMessage } } },
        async (request, reply) => {
          const { title, status } = request.body;
          const row = await store.insert(db, request, { title, status: status ?? true });
          return reply
            .code(201)
            .send({ id: row.id, title: row.title, status: row.status, message: TEXTS.added(label) });
        },
      );
      api.patch(
        `/${path}/:id`,
        {
          schema: {
            tags: openTags,
            params: idParams,
            body: titledPatch,
            response: { 200: titledWithMessage, 412: staleSaveResponse(titledRecord) },
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const current = () => store.find(db, id, false);
          const change = { title: request.body.title, status: request.body.status };
          await store.save(db, request, { id, change, current });
          tagVersion(reply, await store.version(db, id));
          return { ...(await current()), message: TEXTS.updated(label) };
        },
      );
      api.delete(
        `/${path}/:id`,
        { schema: { tags: openTags, params: idParams, response: { 200: messageResponse } } },
        async (request) => {
          await store.remove(db, request, request.params.id);
          return { message: TEXTS.deleted(label) };
        },
      );
    },
  };
}

/** The staff list's CSV export and bulk activate and deactivate. */
function registerListTools(api: Api, { path, plural, exportFile, store }: TitledResource): void {
  registerSqlExport(api, {
    list: `/${path}`,
    file: exportFile,
    query: titledList,
    filter: () => store.listFilter(true),
    rows: () => store.export,
  });
  registerBulkActions(api, { path: `/${path}`, plural, ...store.bulk });
}
