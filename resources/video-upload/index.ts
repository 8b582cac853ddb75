import { screensOf, type StaffResource } from '../shared/descriptor';

export const videoUpload: StaffResource = {
  resource: { name: 'video-upload', list: '/video-upload', meta: { label: 'Video Upload', access: 'staff' } },
  screens: screensOf(() => import('./video-upload-page'), [
    ['/video-upload', 'VideoUploadPage', 'Video Upload'],
    ['/video', 'VideoUploadPage', 'Video Upload'],
  ]),
};
