export { $viewHistory, $historyCards, historyShown, productViewed, VIEW_HISTORY_KEY } from './model/view-history';
export { ViewedProducts } from './ui/viewed-products';
