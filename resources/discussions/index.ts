import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'discussions',
  nav: { label: 'Discussions', icon: () => import('@ant-design/icons/es/icons/CommentOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/discussions', 'DiscussionList', 'Discussions'],
    show: ['/discussions/:id', 'DiscussionShow', 'Discussion'],
  },
});
