/** «Оценить товар» with its rating form, and the event the product page reloads its reviews on. */
export { RateProductButton } from './ui/rate-product-button';
export { reviewAdded } from './model/rate-product';
