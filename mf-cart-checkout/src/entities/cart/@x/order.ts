/** What an order submission uses of the cart (FSD cross-import): the lines it ordered leave the cart. */
export { linesOrdered } from '../model/edits';
export { $lines, started } from '../model/lines';
