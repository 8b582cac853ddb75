import { screensOf, type StaffResource } from '../shared/descriptor';

export const promotions: StaffResource = {
  resource: { name: 'promotion', list: '/promotion-management', create: '/add-promotion', edit: '/edit-promotion/:id', meta: { label: 'Promotion Management', access: 'staff' } },
  screens: screensOf(() => import('./screens'), [
    ['/promotion-management', 'PromotionList', 'Promotion Management'],
    ['/add-promotion', 'PromotionCreate', 'Add Promotion'],
    ['/edit-promotion/:id', 'PromotionEdit', 'Edit Promotion'],
  ]),
};
