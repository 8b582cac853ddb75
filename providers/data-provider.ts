import dataProviderSimpleRest from '@refinedev/simple-rest';
import { httpClient } from './http-client';

/** simple-rest over the shared client (which carries the `/api` base); the back-office issue maps resources to the contract's paths. */
export const dataProvider = dataProviderSimpleRest('', httpClient);
