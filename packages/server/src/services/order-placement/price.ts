import {
  assemblyServicePrice,
  checkMinimumOrder,
  DEFAULT_CITY,
  defectPrice,
  DELIVERY,
  itemKey,
  MESSAGES,
  moneyTotal,
  productPriceForCity,
  stockCodeForCity,
  type ProductStatus,
} from '@store/domain';
import { HttpError } from '../../http-error';
import type { OrderBody } from '../../schemas/orders';
import type { ServiceContext } from '../context';
import { ASSEMBLY_WITHOUT_GOODS, assemblyNotOffered, defectSoldMessage } from './messages';

export interface Destination {
  city: { id: number; name: string; code: number; is_other: boolean };
  otherCity: boolean;
  /** The pickup shop (the city's default when none was chosen); null for deliveries. */
  shopId: number | null;
  stockCode: number;
}

export interface PricedLine {
  productId: number;
  sku: string;
  title: string;
  quantity: number;
  price: number;
  defectSerialNumber: string | null;
  status: ProductStatus;
  categories: { deliveryPrice: number | null; percentPrepayment: number | null }[];
  /** The assembly service's price per unit the buyer ordered with this line, else null. */
  assemblyPrice: number | null;
  /** What the assembly of this product would cost (SPEC §9), null when none is offered. */
  assemblyOffered: number | null;
}

export interface PricedGoods {
  lines: PricedLine[];
  goodsTotal: number;
  servicesTotal: number;
  /** What the client said each line and each service costs, for the tamper check. */
  clientPrices: { line: PricedLine; price: number | undefined }[];
  clientServicePrices: { line: PricedLine; price: number | undefined }[];
}

/** Where: the city decides the stock code, the minimum order and the deliveries; pickup needs a shop of the city. */
export async function resolveDestination(ctx: Pick<ServiceContext, 'repos'>, body: OrderBody): Promise<Destination> {
  const city =
    body.cityId !== undefined || body.cityCode !== undefined
      ? await ctx.repos.orders.city(body.cityId, body.cityCode)
      : await ctx.repos.orders.city(DEFAULT_CITY.id, undefined);
  if (!city) throw new HttpError(400, 'Город не найден');
  const otherCity = city.is_other;
  if (otherCity && body.deliveryId !== DELIVERY.COURIER_COMPANY && [DELIVERY.POINT, DELIVERY.COURIER].includes(body.deliveryId as 2 | 4)) {
    throw new HttpError(400, 'В другой город доставляет только курьерская компания');
  }
  if (!otherCity && body.deliveryId === DELIVERY.COURIER_COMPANY) {
    throw new HttpError(400, 'Курьерская компания доставляет только в другой город');
  }
  let shopId: number | null = null;
  if (body.deliveryId === DELIVERY.POINT) {
    shopId = body.shopId ?? (await ctx.repos.orders.defaultShopOf(city.id));
    if (!(await ctx.repos.orders.shopOfCity(shopId, city.id))) throw new HttpError(400, 'Магазин не найден в выбранном городе');
  }
  return { city, otherCity, shopId, stockCode: stockCodeForCity(city.code) };
}

/**
 * Step 2, price: every line at the server's price for the city's stock code at `now` (a
 * marked-down item at its own), the assembly services at the server's price, the totals and the
 * minimum order. Lines of one product (and serial number) are merged.
 */
export async function priceGoods(
  ctx: Pick<ServiceContext, 'repos'>,
  body: OrderBody,
  destination: Destination,
  now: Date,
): Promise<PricedGoods> {
  const { stockCode, city } = destination;
  const merged = new Map<string, { id: number; quantity: number; defectSerialNumber: string | null; clientPrice?: number }>();
  for (const line of body.productData) {
    const key = itemKey({ productId: line.id, defectSerialNumber: line.defectSerialNumber });
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else
      merged.set(key, {
        id: line.id,
        quantity: line.quantity,
        defectSerialNumber: line.defectSerialNumber ?? null,
        clientPrice: line.price,
      });
  }
  const products = await ctx.repos.orders.orderable(
    [...merged.values()].map((l) => l.id),
    stockCode,
  );
  const lines: PricedLine[] = [];
  const clientPrices: PricedGoods['clientPrices'] = [];
  for (const line of merged.values()) {
    const product = products.get(line.id);
    if (!product) throw new HttpError(422, `Товар ${line.id} не найден`);
    let price: number | undefined;
    if (line.defectSerialNumber) {
      const defect = await ctx.repos.orders.defect(line.defectSerialNumber, product.id, stockCode);
      if (!defect || defect.quantity < line.quantity) throw new HttpError(409, defectSoldMessage(product.title));
      price = defectPrice(
        [
          {
            serialNumber: defect.serial_number,
            priceRetail: defect.price_retail,
            priceDiscount: defect.price_discount,
            stockCode,
            quantity: defect.quantity,
          },
        ],
        defect.serial_number,
      );
    } else if (product.price) {
      price = productPriceForCity({ productPrices: [product.price], productDefects: [] }, city.code, now);
    }
    if (price === undefined) throw new HttpError(409, `Товар «${product.title}» недоступен для заказа в выбранном городе`);
    const priced: PricedLine = {
      productId: product.id,
      sku: product.sku,
      title: product.title,
      quantity: line.quantity,
      price,
      defectSerialNumber: line.defectSerialNumber,
      // A marked-down item is a unit on a shelf: always in stock.
      status: line.defectSerialNumber ? 'inStock' : product.status,
      categories: product.categories,
      assemblyPrice: null,
      assemblyOffered: assemblyServicePrice({ title: product.title, categories: product.ownCategories }),
    };
    lines.push(priced);
    clientPrices.push({ line: priced, price: line.clientPrice });
  }
  const clientServicePrices: PricedGoods['clientServicePrices'] = [];
  for (const service of body.services ?? []) {
    const line = lines.find((l) => l.productId === service.productId && l.defectSerialNumber === (service.defectSerialNumber ?? null));
    if (!line) throw new HttpError(400, ASSEMBLY_WITHOUT_GOODS, { errorArray: [ASSEMBLY_WITHOUT_GOODS] });
    if (line.assemblyOffered === null) {
      const message = assemblyNotOffered(line.title);
      throw new HttpError(400, message, { errorArray: [message] });
    }
    line.assemblyPrice = line.assemblyOffered;
    clientServicePrices.push({ line, price: service.price });
  }
  const goodsTotal = moneyTotal(lines, (l) => l.price);
  const servicesTotal = moneyTotal(lines, (l) => l.assemblyPrice ?? 0);
  if (goodsTotal <= 0) throw new HttpError(400, MESSAGES.ordersRestricted);
  const minimum = checkMinimumOrder(goodsTotal, { otherCity: destination.otherCity, isLegal: body.isLegal });
  if (minimum) throw new HttpError(400, minimum, { errorArray: [minimum] });
  return { lines, goodsTotal, servicesTotal, clientPrices, clientServicePrices };
}
