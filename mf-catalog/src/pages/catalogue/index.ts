/** catalog/CataloguePage: the catalogue root and category pages. */
export { CataloguePage as default } from './ui/catalogue-page';
