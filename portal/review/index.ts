export { prefetchDeck, ReviewPage } from './review-page';
