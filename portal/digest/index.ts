export { UnsubscribeDigestPage } from './unsubscribe-page';
