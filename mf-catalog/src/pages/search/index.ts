/** catalog/SearchPage (PageModule at /search?q=): the results of a search. */
export { SearchPage as default } from './ui/search-page';
export { pageStarted } from './model/search-page';
