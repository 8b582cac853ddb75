import type { ApiModule } from '../module.js';
import { secondFactorAccountRoutes } from './account-routes.js';
import { secondFactorEnrolRoutes } from './enrol-routes.js';
import { passkeyAccountRoutes } from './passkey-routes.js';
import { secondFactorSignInRoutes } from './sign-in-routes.js';

/** Two-factor authentication: TOTP apps, recovery codes and passkeys. */
export const secondFactorModule: ApiModule = {
  async public(api) {
    await secondFactorSignInRoutes(api);
    await secondFactorEnrolRoutes(api);
  },
  async member(api) {
    await secondFactorAccountRoutes(api);
    await passkeyAccountRoutes(api);
  },
};
