export { PlanList } from './plan-list';
export { PlanCreate, PlanEdit } from './plan-form';
