export { LivePage } from './live-page';
export { LiveClassPage } from './live-class-page';
