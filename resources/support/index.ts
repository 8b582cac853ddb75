import { PATHS } from '../../common/paths';
import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'customer-support',
  // Filed on a member's behalf: a staff write of its own, unlike a member's request.
  api: { create: 'customer-support/on-behalf' },
  nav: { label: 'Customer Support', icon: () => import('@ant-design/icons/es/icons/CustomerServiceOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: [PATHS.customerSupport, 'SupportList', 'Customer Management'],
    create: ['/add-message', 'SupportCreate', 'Add Message'],
    edit: ['/edit-message/:id', 'SupportEdit', 'Edit Message'],
    show: ['/customer-support/message-details/:id', 'SupportShow', 'Message Details'],
  },
});
