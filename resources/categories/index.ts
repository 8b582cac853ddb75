import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'category',
  nav: { label: 'Category Management', icon: () => import('@ant-design/icons/es/icons/FolderOutlined') },
  screens: () => import('./category-management'),
  routes: { list: ['/category-management', 'CategoryManagement', 'Category Management'] },
});
