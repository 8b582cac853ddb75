import { PATHS } from '../../common/paths';
import { defineResource } from '../shared/descriptor';

/** `/lecture-management` and its details are shared with members, who get their Modules there (docs/PRODUCT.md#who-sees-what). */
export default defineResource({
  name: 'lectures',
  api: { create: 'lectures/create' },
  access: 'subscriber',
  nav: { label: 'Modules', icon: () => import('@ant-design/icons/es/icons/PlaySquareOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: [PATHS.modules, 'LectureList', 'Module Management'],
    show: [PATHS.lectureDetails, 'LectureShow', 'Module Management'],
    create: ['/add-lecture', 'LectureCreate', 'Add Lecture'],
    edit: ['/edit-lecture/:id', 'LectureEdit', 'Edit Lecture'],
  },
});
