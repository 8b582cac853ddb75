export { PromotionList } from './promotion-list';
export { PromotionCreate, PromotionEdit } from './promotion-form';
