import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'promotion',
  nav: { label: 'Promotion Management', icon: () => import('@ant-design/icons/es/icons/GiftOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/promotion-management', 'PromotionList', 'Promotion Management'],
    create: ['/add-promotion', 'PromotionCreate', 'Add Promotion'],
    edit: ['/edit-promotion/:id', 'PromotionEdit', 'Edit Promotion'],
  },
});
