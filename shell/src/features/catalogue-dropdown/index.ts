export { CatalogueButton } from './ui';
