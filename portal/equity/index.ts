export { EquityPage } from './equity-page';
