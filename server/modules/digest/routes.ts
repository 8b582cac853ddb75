import { badRequest } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import {
  DIGEST_TEXTS,
  digestSetting,
  digestSettingResponse,
  messageResponse,
  unsubscribeQuery,
} from '../../schemas/index.js';
import type { ApiModule } from '../module.js';
import { digestLinks } from './links.js';
import { isOptedIn, setOptIn } from './opt-in.js';

const tags = ['weekly digest'];
/** A one-click POST's own form body (RFC 8058: `List-Unsubscribe=One-Click`) carries nothing we need. */
const ONE_CLICK_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ONE_CLICK_BODY_LIMIT = 4096;

/** The weekly digest: the member's opt-in, and the mail's unsubscribe link, which needs no login. */
export const digestModule: ApiModule = {
  async public(api) {
    const { db, unsubscribeTokens, config } = api.deps;
    api.addContentTypeParser(ONE_CLICK_TYPES, { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_r, _b, done) =>
      done(null, undefined),
    );

    const userOf = (token: string) => {
      const userId = unsubscribeTokens.verify(token);
      if (userId === null) throw badRequest(DIGEST_TEXTS.badLink, { field: 'token' });
      return userId;
    };

    api.post(
      '/digest/unsubscribe',
      { schema: { tags, querystring: unsubscribeQuery, response: { 200: messageResponse } } },
      async (request) => {
        await setOptIn(db, userOf(request.query.token), false, api.deps.now());
        return { message: DIGEST_TEXTS.unsubscribed };
      },
    );

    // A mail client that opens the List-Unsubscribe address instead of posting to it lands on the page that asks nothing more.
    api.get('/digest/unsubscribe', { schema: { tags, querystring: unsubscribeQuery } }, async (request, reply) => {
      userOf(request.query.token);
      return reply.redirect(digestLinks(config.publicUrl).unsubscribePage(request.query.token), 303);
    });
  },

  async member(api) {
    const { db } = api.deps;

    api.get('/user/weekly-digest', { schema: { tags, response: { 200: digestSettingResponse } } }, async (request) => ({
      weeklyDigest: await isOptedIn(db, currentUser(request).id),
    }));

    api.patch(
      '/user/weekly-digest',
      { schema: { tags, body: digestSetting, response: { 200: digestSettingResponse } } },
      async (request) => {
        const { weeklyDigest } = request.body;
        await setOptIn(db, currentUser(request).id, weeklyDigest, api.deps.now());
        return { weeklyDigest, message: weeklyDigest ? DIGEST_TEXTS.on : DIGEST_TEXTS.off };
      },
    );
  },
};
