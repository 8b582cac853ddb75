import { screensOf, type StaffResource } from '../shared/descriptor';

export const users: StaffResource = {
  resource: {
    name: 'users',
    list: '/user-management',
    create: '/add-user',
    edit: '/edit-user/:id',
    show: '/user-management/user-details/:id',
    meta: { label: 'User Management', access: 'staff' },
  },
  screens: screensOf(() => import('./screens'), [
    ['/user-management', 'UserList', 'User Management'],
    ['/add-user', 'UserCreate', 'Add User'],
    ['/edit-user/:id', 'UserEdit', 'Edit User'],
    ['/user-management/user-details/:id', 'UserShow', 'User Details'],
  ]),
};
