/** The signed-in shopper's account data for the order forms. */
export { $account, accountRequested } from './model/account';
