export { OfferList } from './offer-list';
export { OfferCreate, OfferEdit } from './offer-form';
