export { utmSourceOf, saveUtmSourceFx } from './model';
