import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'offers',
  nav: { label: 'Offers', icon: () => import('@ant-design/icons/es/icons/PercentageOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/offers', 'OfferList', 'Offers'],
    create: ['/add-offer', 'OfferCreate', 'Add Offer'],
    edit: ['/edit-offer/:id', 'OfferEdit', 'Edit Offer'],
  },
});
