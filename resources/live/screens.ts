export { LiveClassList } from './live-class-list';
export { LiveClassCreate, LiveClassEdit } from './live-class-form';
