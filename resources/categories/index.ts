import { screensOf, type StaffResource } from '../shared/descriptor';

export const categories: StaffResource = {
  resource: { name: 'category', list: '/category-management', meta: { label: 'Category Management', access: 'staff' } },
  screens: screensOf(() => import('./category-management'), [['/category-management', 'CategoryManagement', 'Category Management']]),
};
