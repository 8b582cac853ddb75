import { defineResource } from '../shared/descriptor';

export default defineResource({
  name: 'video-upload',
  nav: { label: 'Video Upload', icon: () => import('@ant-design/icons/es/icons/UploadOutlined') },
  screens: () => import('./video-upload-page'),
  routes: { list: ['/video-upload', 'VideoUploadPage', 'Video Upload'] },
  aliases: [['/video', 'VideoUploadPage', 'Video Upload']],
});
