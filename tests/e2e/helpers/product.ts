import { inject } from 'vitest';

export interface Product {
  baseUrl: string;
  dataDir: string;
}

/** The product this worker's files drive (tests/e2e/helpers/global-setup.ts starts one per worker). */
export function product(): Product {
  const products = inject('products');
  return products[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % products.length];
}
