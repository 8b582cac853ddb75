import { PATHS } from '../../common/paths';
import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'users',
  api: { list: 'user/getAll', one: 'user/getOne', create: 'user', update: 'user' },
  nav: { label: 'User Management', icon: () => import('@ant-design/icons/es/icons/TeamOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: [PATHS.userManagement, 'UserList', 'User Management'],
    create: ['/add-user', 'UserCreate', 'Add User'],
    edit: ['/edit-user/:id', 'UserEdit', 'Edit User'],
    show: [PATHS.userDetails, 'UserShow', 'User Details'],
  },
});
