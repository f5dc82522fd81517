export { CatalogueButton } from './ui/catalogue-dropdown';
