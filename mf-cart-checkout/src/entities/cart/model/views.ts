/** What the cart page, the checkout and the one-click order read of the cart. */
import { cartCount, cartTotal, itemKey, roundMoney, type CartLine } from '@store/domain';
import { combine } from 'effector';
import { guestItemInfo, type ItemInfo } from '../lib/item-info';
import { $lines, $owner, $restored } from './lines';
import { $guestProducts, $itemsFailed, $itemsLoaded, $priceOverrides, $serverInfo } from './products';

/** A line as the cart page draws it: the line, its key and its product data (null while loading). */
export interface CartLineView extends CartLine {
  key: string;
  info: ItemInfo | null;
}

export interface CartTotals {
  /** Selected lines that can be bought in the city. */
  orderable: CartLineView[];
  /** Sum of their prices: what the order costs before delivery. */
  goodsTotal: number;
  /** Units in those lines. */
  units: number;
}

export const $cartLines = combine(
  { lines: $lines, owner: $owner, serverInfo: $serverInfo, guest: $guestProducts, overrides: $priceOverrides },
  ({ lines, owner, serverInfo, guest, overrides }): CartLineView[] =>
    lines.map((line) => {
      const key = itemKey(line);
      let info: ItemInfo | null = null;
      if (owner === 'user') info = serverInfo[key] ?? null;
      else if (line.productId in guest.products)
        info = guestItemInfo(guest.products[line.productId] ?? null, line.defectSerialNumber, guest.stockCode, new Date(guest.fetchedAt));
      if (info && info.available && overrides[key] !== undefined) info = { ...info, price: overrides[key]! };
      return { ...line, key, info };
    }),
);

/** A line's unit price in the city (0 where it is not sold: such a line is never orderable). */
export const unitPrice = (line: CartLineView): number => line.info?.price ?? 0;

/** SPEC §4: the total of the selected lines that can be bought in the city (the domain's `cartTotal`). */
export const $cartTotals = $cartLines.map((lines): CartTotals => {
  const orderable = lines.filter((line) => line.selected && line.quantity > 0 && line.info?.available && line.info.price !== null);
  return { orderable, goodsTotal: roundMoney(cartTotal(orderable, unitPrice)), units: cartCount(orderable) };
});

export type CartState = 'loading' | 'error' | 'empty' | 'ready';
export const $cartState = combine($restored, $itemsLoaded, $itemsFailed, $lines, (restored, loaded, failed, lines): CartState => {
  if (!restored) return 'loading';
  if (failed) return 'error';
  if (lines.length === 0) return 'empty';
  return loaded ? 'ready' : 'loading';
});
