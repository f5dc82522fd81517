/** The bus hears every change of the cart (`cartChanged`): the shell's badge and other remotes read it. */
import { cartChanged, sessionEnded, type CartSummary } from '@store/bus';
import { cartCount, type CartLine } from '@store/domain';
import { sample } from 'effector';
import { edited } from './edits';
import { guestRestored, serverAnswered } from './lines';

/** What other parts see of the cart: ids and quantities, no prices (the server owns prices). */
export const cartSummaryOf = (lines: readonly CartLine[]): CartSummary => ({
  count: cartCount(lines),
  lines: lines.map(({ productId, defectSerialNumber, quantity }) => ({ productId, defectSerialNumber, quantity })),
});

sample({
  clock: [guestRestored, edited.map(({ lines }) => lines), serverAnswered.map((cart) => cart.cartList), sessionEnded.map(() => [])],
  fn: (lines: CartLine[]) => cartSummaryOf(lines),
  target: cartChanged,
});
