import { PATHS } from '../../../common/paths.js';
import { refreshMembership } from '../../access/membership.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { named } from '../../plugins/named.js';
import {
  errorResponse,
  planChangedResponse,
  planChangeQuery,
  planChangeQuote,
  userRecord,
} from '../../schemas/index.js';
import {
  attachPaymentMethodBody,
  billingPortalResponse,
  cancelSubscriptionResponse,
  cardSetupResponse,
  createSubscriptionBody,
  createSubscriptionResponse,
  localConfirmBody,
  localConfirmResponse,
  paymentsConfigResponse,
  planResponse,
  useCardBody,
  useCardResponse,
  webhookResponse,
} from '../../schemas/payments.js';
import { mailReceipt } from '../billing/receipts.js';
import type { Api, ApiModule } from '../module.js';
import { CardUpdate } from './card-update.js';
import { PAYMENT_MESSAGES } from './constants.js';
import { confirmLocalCardSetup } from './local-card-setups.js';
import { LocalPayments } from './local-provider.js';
import { PlanChanges } from './plan-changes.js';
import { StripePayments } from './stripe-provider.js';
import { applyStripeEvent } from './stripe-webhooks.js';
import { SubscriptionService } from './subscription-service.js';

const tags = ['payments'];
const failures = { 400: errorResponse, 402: errorResponse, 409: errorResponse };

export const paymentsModule: ApiModule = {
  async public(api) {
    const { payments } = api.deps;
    api.get('/payments/config', { schema: { tags, response: { 200: paymentsConfigResponse } } }, async () => ({
      provider: payments.name,
      publishableKey: payments.publishableKey,
    }));
    api.get('/payments/plan', { schema: { tags, response: { 200: planResponse, 502: errorResponse } } }, async () =>
      payments.plan(),
    );
    await api.register(named('payments webhook', webhookRoute));
  },

  async member(api) {
    const { deps } = api;
    const service = new SubscriptionService(deps);

    api.post(
      '/user/create/subscription',
      {
        schema: {
          tags,
          body: createSubscriptionBody,
          response: { 200: createSubscriptionResponse, ...failures, 404: errorResponse, 429: errorResponse },
        },
      },
      async (request) => service.create(currentUser(request).id, request.body ?? {}),
    );

    api.post(
      '/user/attached/payment-method',
      { schema: { tags, body: attachPaymentMethodBody, response: { 200: userRecord, ...failures } } },
      async (request) => service.attachPaymentMethod(currentUser(request).id, request.body.pm_id),
    );

    api.post(
      '/user/cancel/subscription',
      { schema: { tags, response: { 200: cancelSubscriptionResponse, ...failures } } },
      async (request) => service.cancel(currentUser(request).id),
    );

    const planChanges = new PlanChanges(deps);
    api.get(
      '/user/subscription/change',
      {
        schema: {
          tags,
          querystring: planChangeQuery,
          response: { 200: planChangeQuote, ...failures, 404: errorResponse },
        },
      },
      async (request) => planChanges.quote(currentUser(request).id, request.query.planId),
    );

    api.post(
      '/user/subscription/change',
      {
        schema: {
          tags,
          body: planChangeQuery,
          response: { 200: planChangedResponse, ...failures, 404: errorResponse },
        },
      },
      async (request) => planChanges.change(request, request.body.planId),
    );

    const cards = new CardUpdate(deps);
    api.post(
      '/user/billing/card',
      { schema: { tags, response: { 200: cardSetupResponse, ...failures } } },
      async (request) => cards.start(currentUser(request).id),
    );

    api.put(
      '/user/billing/card',
      { schema: { tags, body: useCardBody, response: { 200: useCardResponse, ...failures } } },
      async (request) =>
        cards.use(currentUser(request).id, request.body.paymentMethodId, (line) => request.log.warn(line)),
    );

    api.post(
      '/user/billing/portal',
      { schema: { tags, response: { 200: billingPortalResponse, ...failures, 404: errorResponse } } },
      async (request) => {
        if (!(deps.payments instanceof StripePayments)) throw notFound(PAYMENT_MESSAGES.stripePortalOnly);
        const { subscription } = await refreshMembership(deps.db, currentUser(request).id, deps.now());
        if (subscription?.provider !== 'stripe') throw badRequest(PAYMENT_MESSAGES.noStripeBilling);
        return { url: await deps.payments.billingPortalUrl(subscription, `${deps.config.publicUrl}${PATHS.profile}`) };
      },
    );

    api.post(
      '/payments/local/confirm-setup',
      {
        schema: {
          tags,
          body: localConfirmBody,
          response: { 200: localConfirmResponse, ...failures, 404: errorResponse },
        },
      },
      async (request) => {
        if (!(deps.payments instanceof LocalPayments)) throw notFound(PAYMENT_MESSAGES.localOnly);
        const paymentMethodId = await confirmLocalCardSetup(
          deps.db,
          currentUser(request).id,
          request.body.clientSecret,
          request.body.card,
          deps.now(),
        );
        return { status: 'succeeded' as const, paymentMethodId };
      },
    );

    api.post(
      '/payments/local/confirm',
      { schema: { tags, body: localConfirmBody, response: { 200: localConfirmResponse, ...failures } } },
      async (request) => {
        if (!(deps.payments instanceof LocalPayments)) throw notFound(PAYMENT_MESSAGES.localOnly);
        const userId = currentUser(request).id;
        const { paymentMethodId, charge } = await deps.payments.confirm(
          userId,
          request.body.clientSecret,
          request.body.card,
        );
        await refreshMembership(deps.db, userId, deps.now());
        if (charge) await mailReceipt(deps, charge, (line) => request.log.warn(line));
        return { status: 'succeeded' as const, paymentMethodId };
      },
    );
  },
};

/** Its own scope: Stripe signs the exact bytes, so this route alone reads the body raw. */
async function webhookRoute(api: Api): Promise<void> {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  api.post(
    '/payments/stripe/webhook',
    { schema: { tags, response: { 200: webhookResponse, 400: errorResponse, 404: errorResponse } } },
    async (request) => {
      const { payments } = api.deps;
      if (!(payments instanceof StripePayments)) throw notFound(PAYMENT_MESSAGES.stripeOnly);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw badRequest(PAYMENT_MESSAGES.missingSignature);
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = payments.verifyEvent(payload, signature);
      } catch {
        throw badRequest(PAYMENT_MESSAGES.badSignature);
      }
      await applyStripeEvent(api.deps, payments, event, (line) => request.log.warn(line));
      return { received: true };
    },
  );
}
