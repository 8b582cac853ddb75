export { ACTION_LABELS } from './range-colours';
export { RangeGrid } from './range-grid';
export { RangeSummary } from './range-summary';
