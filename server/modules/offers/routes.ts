import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  errorResponse,
  idParams,
  messageResponse,
  offerBody,
  offerCheckBody,
  offerList,
  offerListQuery,
  offerPatch,
  offerPreview,
  type OfferRecord,
  offerRecord,
  offerRecordWithMessage,
  staleSaveResponse,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { plansNamed, purchasablePlan } from '../plans/plans-store.js';
import { findPromotion } from '../promotions/promotions-store.js';
import { runList } from '../shared/lists.js';
import { tagVersion } from '../shared/row-versions.js';
import { TEXTS } from '../shared/texts.js';
import { offerForPurchase, previewOf } from './offer-checks.js';
import type { OfferRow } from './offer-terms.js';
import { OFFER_TEXTS } from './offer-texts.js';
import {
  checkCodeFree,
  countOffers,
  deleteOffer,
  findOfferWithFigures,
  insertOffer,
  offerPage,
  offersListFilter,
  offerVersion,
  saveOffer,
} from './offers-store.js';

const tags = ['offers'];

function toOfferRecord(offer: OfferRow, redemptions: number, revenue: number): OfferRecord {
  return {
    id: offer.id,
    code: offer.code,
    description: offer.description,
    promotionId: offer.promotionId,
    percentOff: offer.percentOff,
    amountOffCents: offer.amountOffCents,
    duration: offer.duration,
    durationMonths: offer.durationMonths,
    planIds: offer.planIds,
    maxRedemptions: offer.maxRedemptions,
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt?.toISOString() ?? null,
    firstTimeOnly: offer.firstTimeOnly,
    active: offer.active,
    redemptions,
    revenue,
    createdAt: offer.createdAt.toISOString(),
  };
}

/** Each plan and the promotion an offer names must exist: a 400 naming the field otherwise. */
async function checkReferences(deps: Pick<AppDeps, 'db'>, fields: { planIds?: number[]; promotionId?: number | null }) {
  const planIds = [...new Set(fields.planIds ?? [])];
  if ((await plansNamed(deps.db, planIds)).length !== planIds.length)
    throw badRequest(OFFER_TEXTS.unknownPlans, { field: 'planIds' });
  if (fields.promotionId && !(await findPromotion(deps.db, fields.promotionId)))
    throw badRequest(OFFER_TEXTS.unknownPromotion, { field: 'promotionId' });
}

/** Offers: a member checks a code against a plan; staff (admins) manage codes and see their redemptions. */
export const offersModule: ApiModule = {
  staffArea: 'offers',
  async member(api) {
    const { deps } = api;
    api.post(
      '/offers/check',
      {
        schema: {
          tags,
          body: offerCheckBody,
          response: {
            200: offerPreview,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => {
        const plan = await purchasablePlan(deps.db, request.body.planId);
        const offering = await deps.payments.offering(plan);
        const offer = await offerForPurchase(deps, request.body.code, plan, currentUser(request).id);
        return previewOf(offer, { id: plan.id, priceCents: offering.amountCents, currency: offering.currency });
      },
    );
  },

  async staff(api) {
    const { deps } = api;
    const { db } = deps;
    const current = async (id: number) => {
      const found = await findOfferWithFigures(db, id);
      if (!found) throw notFound(OFFER_TEXTS.notFound);
      return toOfferRecord(found.offer, found.redemptions, found.revenue);
    };

    api.get(
      '/offers',
      { schema: { tags, querystring: offerListQuery, response: { 200: offerList } } },
      async (request, reply) =>
        runList(reply, request.query, {
          ...offersListFilter,
          rows: async (page) =>
            (await offerPage(db, page)).map(({ offer, redemptions, revenue }) =>
              toOfferRecord(offer, redemptions, revenue),
            ),
          count: (where) => countOffers(db, where),
        }),
    );

    api.get(
      '/offers/:id',
      { schema: { tags, params: idParams, response: { 200: offerRecord } } },
      async (request, reply) => {
        tagVersion(reply, await offerVersion(db, request.params.id));
        return current(request.params.id);
      },
    );

    api.post(
      '/offers',
      { schema: { tags, body: offerBody, response: { 201: offerRecordWithMessage } } },
      async (request, reply) => {
        const { startsAt, ...fields } = request.body;
        await checkReferences(deps, fields);
        const values = {
          ...fields,
          startsAt: startsAt ?? deps.now(),
          createdAt: deps.now(),
        };
        // Stripe holds one active promotion code per code: a taken code is refused before making one.
        await checkCodeFree(db, values.code);
        const providerIds = await deps.payments.couponFor(values);
        const row = await insertOffer(db, request, { ...values, ...providerIds });
        return reply.code(201).send({ ...toOfferRecord(row, 0, 0), message: TEXTS.added('Offer') });
      },
    );

    api.patch(
      '/offers/:id',
      {
        schema: {
          tags,
          params: idParams,
          body: offerPatch,
          response: { 200: offerRecordWithMessage, 412: staleSaveResponse(offerRecord) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const change = request.body;
        await checkReferences(deps, change);
        if (change.code) await checkCodeFree(db, change.code, id);
        const row = await saveOffer(db, request, {
          id,
          change,
          current: () => current(id),
          provider: (before, after) => deps.payments.couponChanged(before, after),
        });
        tagVersion(reply, row.version);
        return { ...(await current(row.id)), message: TEXTS.updated('Offer') };
      },
    );

    api.delete(
      '/offers/:id',
      { schema: { tags, params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        const row = await deleteOffer(db, request, request.params.id);
        await deps.payments.couponRetired(row);
        return { message: TEXTS.deleted('Offer') };
      },
    );
  },
};
