/** An order on its way: the one submission both order forms use, and what a refused order means. */
export { createOrderSubmission } from './model/submission';
export type { Buyer, OrderSubmissionConfig } from './model/submission';
export type { OrderFailure, CorrectedPrice } from './lib/order-failure';
