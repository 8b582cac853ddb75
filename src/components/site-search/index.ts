export { HeaderSearch } from './header-search';
export { hitPath } from './hit-path';
export { SiteSearch } from './site-search';
