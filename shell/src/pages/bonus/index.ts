/** Бонусная программа */
export { BonusPage as default } from './ui/bonus-page';
