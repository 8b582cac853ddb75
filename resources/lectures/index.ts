import { screensOf, type StaffResource } from '../shared/descriptor';

/** `/lecture-management` and its details are shared with members, who get their Modules there (CONTRACT §6). */
export const lectures: StaffResource = {
  resource: {
    name: 'lectures',
    list: '/lecture-management',
    create: '/add-lecture',
    edit: '/edit-lecture/:id',
    show: '/lecture-management/lecture-details/:id',
    meta: { label: 'Modules', access: 'subscriber' },
  },
  screens: screensOf(() => import('./screens'), [
    ['/lecture-management', 'LectureList', 'Module Management'],
    ['/lecture-management/lecture-details/:id', 'LectureShow', 'Module Management'],
    ['/add-lecture', 'LectureCreate', 'Add Lecture'],
    ['/edit-lecture/:id', 'LectureEdit', 'Edit Lecture'],
  ]),
};
