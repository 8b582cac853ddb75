import { authModule } from './auth/routes.js';
import type { ApiModule } from './module.js';
import { paymentsModule } from './payments/routes.js';
import { usersModule } from './users/routes.js';

/** Every domain of the API; adding one is a folder and a line here. */
export const apiModules: ApiModule[] = [authModule, usersModule, paymentsModule];
