/** Адреса магазинов */
export { PointPage as default } from './ui/point-page';
