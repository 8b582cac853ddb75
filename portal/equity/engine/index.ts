// The calculator's entry point: read typed hands, ranges and boards into an input, then compute it at once
// (`computeEquity`) or in a Web Worker with figures that grow while it samples (`useEquity`).
export { parseCards } from './cards';
export type { Game } from './holdings';
export type { EquityField, EquityInput } from './input';
export { MAX_OPPONENTS } from './input';
export type { RangeWeights } from './range-text';
export { rangeText } from './range-text';
export { readEquityInput } from './read-input';
export { computeEquity } from './run';
export type { EquityResult, PlayerEquity } from './tally';
export { useEquity } from './use-equity';
