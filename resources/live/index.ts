import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'live',
  api: {
    list: 'live-classes',
    one: 'live-classes',
    create: 'live-classes',
    update: 'live-classes',
    remove: 'live-classes',
  },
  nav: { label: 'Live Classes', icon: () => import('@ant-design/icons/es/icons/VideoCameraOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/live-management', 'LiveClassList', 'Live Classes'],
    create: ['/add-live-class', 'LiveClassCreate', 'Add Live Class'],
    edit: ['/edit-live-class/:id', 'LiveClassEdit', 'Edit Live Class'],
  },
});
