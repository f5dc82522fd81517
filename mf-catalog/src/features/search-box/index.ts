/** catalog/SearchBox: the header's search with its drop-down; the shell mounts the default export. */
export { SearchBox as default } from './ui/search-box';
