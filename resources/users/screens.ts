export { UserList } from './user-list';
export { UserCreate, UserEdit } from './user-form';
export { UserShow } from './user-show';
