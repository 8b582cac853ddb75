export { SupportBell } from './support-bell';
