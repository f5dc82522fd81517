export { $viewHistory, $historyCards, historyShown, productViewed } from './model/view-history';
export { ViewedProducts } from './ui/viewed-products';
