export { ACTION_LABELS, mixBackground, useActionColours } from './range-colours';
export { cellName, RangeGrid } from './range-grid';
export { RangeSummary } from './range-summary';
