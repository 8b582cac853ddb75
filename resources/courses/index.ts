import { screensOf, type StaffResource } from '../shared/descriptor';

export const courses: StaffResource = {
  resource: {
    name: 'courses',
    list: '/course-management',
    create: '/add-course',
    edit: '/edit-course/:id',
    show: '/course-management/course-details/:id',
    meta: { label: 'Course Management', access: 'staff' },
  },
  screens: screensOf(() => import('./screens'), [
    ['/course-management', 'CourseList', 'Course Management'],
    ['/add-course', 'CourseCreate', 'Add Course'],
    ['/edit-course/:id', 'CourseEdit', 'Edit Course'],
    ['/course-management/course-details/:id', 'CourseShow', 'Course Details'],
  ]),
};
