/** Обмен и возврат товара */
export { ReturnsPage as default } from './ui/returns-page';
