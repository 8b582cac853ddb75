import { sendJsonText } from '../../plugins/response-serializer.js';
import {
  errorResponse,
  idParams,
  listQuery,
  staffUserBody,
  staffUserPatch,
  staffUserQuery,
  staleSaveResponse,
  userList,
  userRecord,
  userWithMessage,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { loadUserRecord } from '../profile/user-record.js';
import { registerSqlExport } from '../shared/csv-export.js';
import { setTotalCount } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { registerUserBulkActions } from './bulk-users.js';
import { userPageJson } from './page-answer.js';
import { addUser, editUser } from './user-edits.js';
import { usersListFilter, userVersion } from './user-management-store.js';
import { UserPages } from './user-pages.js';
import { usersExport } from './users-export.js';

const tags = ['users (staff)'];
const usersQuery = listQuery(['id', 'name', 'email', 'phone', 'isActive', 'createdAt']).extend(staffUserQuery.shape);

export const usersModule: ApiModule = {
  staffArea: 'users',
  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    registerUserBulkActions(api);
    const pages = new UserPages(db, deps.changeFeed);

    api.get(
      '/user/getAll',
      { schema: { tags, querystring: usersQuery, response: { 200: userList } } },
      async (request, reply) => {
        const page = await pages.read(request.query);
        setTotalCount(reply, page.total);
        return sendJsonText(reply, userPageJson(page, deps.now()));
      },
    );
    registerSqlExport(api, {
      list: '/user',
      file: 'users',
      query: usersQuery,
      filter: usersListFilter,
      rows: () => usersExport,
    });

    api.get(
      '/user/getOne/:id',
      { schema: { tags, params: idParams, response: { 200: userRecord } } },
      async (request, reply) => {
        tagVersion(reply, await userVersion(db, request.params.id));
        return loadUserRecord(db, request.params.id, deps.now());
      },
    );

    api.post(
      '/user',
      { schema: { tags, body: staffUserBody, response: { 201: userWithMessage, 503: errorResponse } } },
      async (request, reply) => {
        const created = await addUser(deps, request, request.body);
        return reply
          .code(201)
          .send({ ...(await loadUserRecord(db, created.id, deps.now())), message: TEXTS.userAdded });
      },
    );

    api.patch(
      '/user/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: staffUserPatch,
          response: { 200: userWithMessage, 412: staleSaveResponse(userRecord), 503: errorResponse },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const message = await editUser(deps, request, id, request.body);
        tagVersion(reply, await userVersion(db, id));
        return { ...(await loadUserRecord(db, id, deps.now())), message };
      },
    );
  },
};
