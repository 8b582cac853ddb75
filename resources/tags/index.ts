import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'tags',
  nav: { label: 'Tag Management', icon: () => import('@ant-design/icons/es/icons/TagsOutlined') },
  screens: () => import('./tag-management'),
  routes: { list: ['/tag-management', 'TagManagement', 'Tag Management'] },
});
