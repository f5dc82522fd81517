import type { Queryable } from '../../db';

/** The units an order takes: stock per shop and marked-down items, each taken by one conditional UPDATE. */
export function orderStockRepository() {
  return {
    /**
     * Takes `quantity` units of a product from one shop of the stock code (the preferred shop first,
     * then the fullest). Each try is one conditional UPDATE, so two orders never take the same unit.
     */
    async reserveStock(
      tx: Queryable,
      productId: number,
      stockCode: number,
      quantity: number,
      preferShopId: number | null,
    ): Promise<number | null> {
      const candidates = await tx.query<{ shop_id: number }>(
        `SELECT s.shop_id FROM stock s JOIN shops sh ON sh.id = s.shop_id
          WHERE s.product_id = $1 AND sh.code = $2 AND s.quantity >= $3
          ORDER BY (s.shop_id = $4) DESC, s.quantity DESC, s.shop_id`,
        [productId, stockCode, quantity, preferShopId ?? 0],
      );
      for (const { shop_id } of candidates) {
        const taken = await tx.query<{ shop_id: number }>(
          'UPDATE stock SET quantity = quantity - $3 WHERE product_id = $1 AND shop_id = $2 AND quantity >= $3 RETURNING shop_id',
          [productId, shop_id, quantity],
        );
        if (taken.length === 1) return shop_id;
      }
      return null;
    },

    async reserveDefect(tx: Queryable, serialNumber: string, productId: number, stockCode: number, quantity: number): Promise<boolean> {
      const rows = await tx.query<{ serial_number: string }>(
        `UPDATE product_defects SET quantity = quantity - $4
          WHERE serial_number = $1 AND product_id = $2 AND stock_code = $3 AND quantity >= $4 RETURNING serial_number`,
        [serialNumber, productId, stockCode, quantity],
      );
      return rows.length === 1;
    },
  };
}
