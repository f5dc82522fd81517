/** The transactional outbox (decision 0061): messages written with their change, sent once by the sender. */
export { orderPaid, orderPlaced, orderStatusChanged, remindUnpaidOrders, UnknownOrderStatus, type StatusChange } from './messages';
export { deliverOutbox, messageIdOf, retryDelay, unsubscribeUrl, UNSUBSCRIBE_PATH, type OutboxLog, type OutboxRun } from './sender';
