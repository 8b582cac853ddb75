import { pending } from '../src/components/feature-pending';

const BACK_OFFICE = 'the staff back-office issue (#4)';

export const UserManagementPending = pending('User management', BACK_OFFICE);
export const CustomerSupportPending = pending('Customer support', BACK_OFFICE);
export const NotificationManagementPending = pending('Notification management', BACK_OFFICE);
export const CategoryManagementPending = pending('Category management', BACK_OFFICE);
export const TagManagementPending = pending('Tag management', BACK_OFFICE);
export const CourseManagementPending = pending('Course management', BACK_OFFICE);
export const PromotionManagementPending = pending('Promotion management', BACK_OFFICE);
export const VideoUploadPending = pending('Video upload', 'the media upload issue');
