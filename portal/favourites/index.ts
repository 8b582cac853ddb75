export { SavedVideosPage } from './saved-videos-page';
