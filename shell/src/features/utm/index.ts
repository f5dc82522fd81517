export { utmSourceOf, saveUtmSourceFx } from './model/utm';
