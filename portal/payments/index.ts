export { SelectPlanPage } from './select-plan-page';
