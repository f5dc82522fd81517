export { $viewHistory, $historyCards, historyShown, productViewed, productShown } from './model/view-history';
export { ViewedProducts } from './ui/viewed-products';
