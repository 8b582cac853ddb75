// The header's entry only: the AutoComplete field (site-search.tsx) loads when the user reaches for it.
export { HeaderSearch } from './header-search';
