import { screensOf, type StaffResource } from '../shared/descriptor';

export const tags: StaffResource = {
  resource: { name: 'tags', list: '/tag-management', meta: { label: 'Tag Management', access: 'staff' } },
  screens: screensOf(() => import('./tag-management'), [['/tag-management', 'TagManagement', 'Tag Management']]),
};
