/** The product page kind: its view with its model (buy box, reviews, similar goods), one chunk apart (decision 0045). */
export { ProductView } from './product-view';
