import { PRODUCT_STATUS } from '@store/domain';

export type StatusTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

export interface StatusView {
  label: string;
  tone: StatusTone;
}

/** Not sold in the selected city: grey, no «В корзину» (DESIGN.md «Status in words and colour»). */
export const NOT_SOLD_HERE: StatusView = { label: 'Нет в продаже в этом городе', tone: 'neutral' };

const VIEWS: Record<string, StatusView> = {
  [PRODUCT_STATUS.IN_STOCK]: { label: 'В наличии', tone: 'success' },
  [PRODUCT_STATUS.TO_ORDER]: { label: 'Под заказ', tone: 'warning' },
  [PRODUCT_STATUS.ON_WAY]: { label: 'В пути', tone: 'warning' },
};

/**
 * The status in the selected city, by the API's own rule for a shop's stock: units in the city's
 * shops are in stock; otherwise a product normally in stock is to order, and one on the way stays so.
 */
export function cityStatus(status: string, quantityInCity: number): string {
  if (quantityInCity > 0) return PRODUCT_STATUS.IN_STOCK;
  return status === PRODUCT_STATUS.IN_STOCK ? PRODUCT_STATUS.TO_ORDER : status;
}

/** The status in words and colour; a product without a price in the city is not sold there. */
export function statusView(status: string | null, price: number | null): StatusView | undefined {
  if (price === null) return NOT_SOLD_HERE;
  return status ? VIEWS[status] : undefined;
}
