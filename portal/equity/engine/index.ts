// The calculator's entry point for screens: read typed hands, ranges and boards into an input and run it in
// a Web Worker, with figures that grow while it samples (`useEquity`). The evaluator itself (`run.ts`,
// `computeEquity`) stays out of this module, so it loads only in the worker.
export { parseCards } from './cards';
export type { Game } from './holdings';
export type { EquityField, EquityInput } from './input';
export { MAX_OPPONENTS } from './input';
export type { RangeWeights } from './range-text';
export { rangeText } from './range-text';
export { readEquityInput } from './read-input';
export type { EquityResult, PlayerEquity } from './tally';
export { useEquity } from './use-equity';
