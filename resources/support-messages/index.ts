import { screensOf, type StaffResource } from '../shared/descriptor';

export const supportMessages: StaffResource = {
  resource: {
    name: 'customer-support',
    list: '/customer-support',
    create: '/add-message',
    edit: '/edit-message/:id',
    show: '/customer-support/message-details/:id',
    meta: { label: 'Customer Support', access: 'staff' },
  },
  screens: screensOf(() => import('./screens'), [
    ['/customer-support', 'SupportList', 'Customer Management'],
    ['/add-message', 'SupportCreate', 'Add Message'],
    ['/edit-message/:id', 'SupportEdit', 'Edit Message'],
    ['/customer-support/message-details/:id', 'SupportShow', 'Message Details'],
  ]),
};
