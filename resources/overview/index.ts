import { defineResource } from '../shared/descriptor';

/** The staff overview: first in the sidebar; its charts load with this screen only. */
export default defineResource({
  name: 'overview',
  nav: { label: 'Overview', icon: () => import('@ant-design/icons/es/icons/DashboardOutlined') },
  screens: () => import('./overview-page'),
  routes: { list: ['/overview', 'OverviewPage', 'Overview'] },
});
