import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'audit-log',
  nav: { label: 'Audit Log', icon: () => import('@ant-design/icons/es/icons/AuditOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/audit-log', 'AuditLogList', 'Audit Log'],
  },
});
