import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'plans',
  nav: { label: 'Plans', icon: () => import('@ant-design/icons/es/icons/CreditCardOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/plans', 'PlanList', 'Plans'],
    create: ['/add-plan', 'PlanCreate', 'Add Plan'],
    edit: ['/edit-plan/:id', 'PlanEdit', 'Edit Plan'],
  },
});
