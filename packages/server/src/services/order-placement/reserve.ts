import type { Queryable } from '../../db';
import { HttpError } from '../../http-error';
import type { ServiceContext } from '../context';
import { defectSoldMessage, soldOutMessage } from './messages';
import type { PricedLine } from './price';

/**
 * Step 3, reserve: inside the order's transaction each line takes its units — a marked-down item
 * by its serial number, goods in stock from a shop of the stock code (the chosen shop first) —
 * and is written with the shop it came from. A unit another order took first is a 409.
 */
export async function reserveLines(
  ctx: Pick<ServiceContext, 'repos'>,
  tx: Queryable,
  orderId: number,
  lines: readonly PricedLine[],
  where: { stockCode: number; shopId: number | null },
): Promise<void> {
  for (const line of lines) {
    let reservedAt: number | null = null;
    if (line.defectSerialNumber) {
      if (!(await ctx.repos.orders.reserveDefect(tx, line.defectSerialNumber, line.productId, where.stockCode, line.quantity))) {
        throw new HttpError(409, defectSoldMessage(line.title));
      }
    } else if (line.status === 'inStock') {
      reservedAt = await ctx.repos.orders.reserveStock(tx, line.productId, where.stockCode, line.quantity, where.shopId);
      if (reservedAt === null) throw new HttpError(409, soldOutMessage(line.title));
    }
    await ctx.repos.orders.insertLine(tx, {
      orderId,
      productId: line.productId,
      sku: line.sku,
      productName: line.title,
      quantity: line.quantity,
      price: line.price,
      defectSerialNumber: line.defectSerialNumber,
      productStatus: line.status,
      shopId: reservedAt,
      assemblyPrice: line.assemblyPrice,
    });
  }
}
