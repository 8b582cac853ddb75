export { ContentLibraryPage, prefetchLibrary } from './content-library-page';
