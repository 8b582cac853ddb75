export { ContentLibraryPage } from './content-library-page';
