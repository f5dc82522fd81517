/** catalog/HomePage (bus PageModule): the home page's content; `pageStarted` loads it for a location. */
export { HomePage as default } from './ui/home-page';
export { pageStarted } from './model/home';
