import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'courses',
  nav: { label: 'Course Management', icon: () => import('@ant-design/icons/es/icons/BookOutlined') },
  screens: () => import('./screens'),
  routes: {
    list: ['/course-management', 'CourseList', 'Course Management'],
    create: ['/add-course', 'CourseCreate', 'Add Course'],
    edit: ['/edit-course/:id', 'CourseEdit', 'Edit Course'],
    show: ['/course-management/course-details/:id', 'CourseShow', 'Course Details'],
  },
});
