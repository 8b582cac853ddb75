import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface Product {
  baseUrl: string;
  dataDir: string;
  /** Its RTMP ingest's port on 127.0.0.1, where a coach's stream is pushed. */
  rtmpPort: number;
}

let given: Product | undefined;

/** Outside vitest (the screenshots script) the product is given, not injected. */
export function useProduct(started: Product): void {
  given = started;
}

/** The product this worker's files drive (tests/e2e/helpers/global-setup.ts starts one per worker). */
export function product(): Product {
  if (given) return given;
  const products = inject('products');
  return products[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % products.length];
}

/**
 * Where a product started by tests/e2e/helpers/global-setup.ts writes the error records it logs, one per
 * line, for the files that drive it to check (tests/e2e/helpers/product-errors.ts).
 */
export const loggedErrorsFile = (dataDir: string) => path.join(dataDir, 'logged-errors.jsonl');

/** The error records the product with this data folder has logged so far. */
export const loggedErrors = (dataDir: string): string[] => {
  const file = loggedErrorsFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
};
