/** The signed-in shopper's account: an order must use its data (SPEC §5), so both order forms start from it. */
export { $account, accountRequested } from './model/account';
export { buyerValuesOf } from './lib/buyer-values';
