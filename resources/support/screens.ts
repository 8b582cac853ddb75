export { SupportList } from './support-list';
export { SupportShow } from './support-show';
export { SupportCreate, SupportEdit } from './support-form';
