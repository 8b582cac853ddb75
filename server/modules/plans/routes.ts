import { isStaff } from '../../../common/roles.js';
import { mayUse } from '../../access/roles.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { optionalUser } from '../../plugins/auth.js';
import {
  idParams,
  messageResponse,
  planBody,
  planListQuery,
  planPatch,
  type PlanRecord,
  planRecord,
  planRecordWithMessage,
  plansAnswer,
  staleSaveResponse,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { runList } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import {
  activePlans,
  countPlans,
  deletePlan,
  findPlanWithMembers,
  insertPlan,
  PLAN_TEXTS,
  planPage,
  type PlanRow,
  plansListFilter,
  planVersion,
  savePlan,
} from './plans-store.js';

const tags = ['plans'];

async function toPlanRecord(deps: Pick<AppDeps, 'payments'>, plan: PlanRow, members: number): Promise<PlanRecord> {
  return {
    ...(await deps.payments.offering(plan)),
    active: plan.active,
    displayOrder: plan.displayOrder,
    members,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/**
 * Plans as data: anyone sees the active ones (Select Plan), the default first; staff who manage plans
 * (admins) get every plan from the same address, as they manage them, and change them.
 */
export const plansModule: ApiModule = {
  staffArea: 'plans',
  async public(api) {
    const { deps } = api;
    const { db } = deps;
    api.get(
      '/plans',
      { schema: { tags, querystring: planListQuery, response: { 200: plansAnswer } } },
      async (request, reply) => {
        const user = await optionalUser(request);
        if (!user || !isStaff(user) || !mayUse(user.role, 'plans', 'read'))
          return Promise.all((await activePlans(db)).map((plan) => deps.payments.offering(plan)));
        return runList(reply, request.query, {
          ...plansListFilter,
          rows: async (page) =>
            Promise.all((await planPage(db, page)).map(({ plan, members }) => toPlanRecord(deps, plan, members))),
          count: (where) => countPlans(db, where),
        });
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    const current = async (id: number) => {
      const found = await findPlanWithMembers(db, id);
      if (!found) throw notFound(PLAN_TEXTS.notFound);
      return toPlanRecord(deps, found.plan, found.members);
    };

    api.get(
      '/plans/:id',
      { schema: { tags, params: idParams, response: { 200: planRecord } } },
      async (request, reply) => {
        tagVersion(reply, await planVersion(db, request.params.id));
        return current(request.params.id);
      },
    );

    api.post(
      '/plans',
      { schema: { tags, body: planBody, response: { 201: planRecordWithMessage } } },
      async (request, reply) => {
        const { amountCents, ...fields } = request.body;
        const stripePriceId = await deps.payments.priceFor({
          name: fields.name,
          priceCents: amountCents,
          interval: fields.interval,
        });
        const row = await insertPlan(db, request, { ...fields, priceCents: amountCents, stripePriceId });
        return reply.code(201).send({ ...(await toPlanRecord(deps, row, 0)), message: TEXTS.added('Plan') });
      },
    );

    api.patch(
      '/plans/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: planPatch,
          response: { 200: planRecordWithMessage, 412: staleSaveResponse(planRecord) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { amountCents, ...fields } = request.body;
        const change = { ...fields, ...(amountCents === undefined ? {} : { priceCents: amountCents }) };
        const row = await savePlan(db, request, {
          id,
          change,
          current: () => current(id),
          // A new price or interval is a new Stripe Price, made before the plan is saved with it.
          price: (plan) => deps.payments.priceFor(plan),
        });
        tagVersion(reply, row.version);
        const found = await findPlanWithMembers(db, id);
        return { ...(await toPlanRecord(deps, row, found?.members ?? 0)), message: TEXTS.updated('Plan') };
      },
    );

    api.delete(
      '/plans/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        await deletePlan(db, request, request.params.id);
        return { message: TEXTS.deleted('Plan') };
      },
    );
  },
};
