export { Modules } from './modules-page';
