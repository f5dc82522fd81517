export { $order, $orderStatus, orderRequested, orderRetried, orderLoaded } from './model/order';
export { describeOrder, isOrderPaid } from './lib/order-display';
export { OrderCard } from './ui/order-card';
export { OrderBadges } from './ui/order-badges';
