/** One measured figure of `npm run bench`, as tests/bench/results.json keeps it. */
export interface Figure {
  /** What was measured, when it is a plain value (bytes, score, ms …). */
  value?: number;
  /** Product ÷ reference, when the figure is a comparison measured in the same run. */
  ratio?: number;
  unit?: string;
  /** The target in words, e.g. "≥ 0.25 of bare Fastify". */
  target: string;
  met: boolean;
  /** The raw numbers behind the figure (each run of product and reference, p99s …). */
  detail?: Record<string, unknown>;
}

/** A bench section: a name on the command line (`npm run bench -- media`) and its figures. */
export interface BenchSection {
  name: string;
  /** False when the section's client needs every CPU (a browser under Lighthouse), not a load generator's share. */
  pinClient?: boolean;
  run(): Promise<Record<string, Figure>>;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs reference and product in turn `runs` times (so machine noise hits both alike) and gives
 * the medians of each and their ratio product ÷ reference.
 */
export async function alternate(reference: () => Promise<number>, product: () => Promise<number>, runs = 3) {
  const references: number[] = [];
  const products: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    references.push(await reference());
    products.push(await product());
  }
  const ref = median(references);
  const prod = median(products);
  return { reference: ref, product: prod, ratio: ref === 0 ? 0 : round(prod / ref), references, products };
}

/** A figure that is met when `ratio` is at least `min`. */
export function atLeast(ratio: number, min: number, reference: string, detail?: Record<string, unknown>): Figure {
  return { ratio, target: `≥ ${min} of ${reference}`, met: ratio >= min, detail };
}

/** A figure that is met when `value` is at most `max`. */
export function atMost(value: number, max: number, unit: string, detail?: Record<string, unknown>): Figure {
  return { value, unit, target: `≤ ${max} ${unit}`, met: value <= max, detail };
}
