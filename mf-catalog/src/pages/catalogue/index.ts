/** catalog/CataloguePage (bus PageModule): every /store page; `pageStarted` loads it for a location. */
export { CataloguePage as default } from './ui/catalogue-page';
export { pageStarted } from './model/page';
