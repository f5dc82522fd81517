/** An order on its way: the one submission both order forms use, and what a refused order means. */
export { createOrderSubmission } from './model/submission';
export type { Buyer } from './model/submission';
export type { OrderFailure } from './lib/order-failure';
