export { prefetchSavedVideos, SavedVideosPage } from './saved-videos-page';
