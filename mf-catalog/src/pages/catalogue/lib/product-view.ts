import type { Product } from '@store/api-client';
import {
  assemblyServicePrice,
  deliveryPrepayment,
  isDiscountActive,
  productOldPriceForCity,
  productPriceForCity,
  stockCodeForCity,
} from '@store/domain';
import { cityStatus, statusView, type StatusView } from '../../../entities/product';

/** What the product page shows of a product for the selected city. */
export interface ProductView {
  /** The shopper's price (SPEC §9 rule); null when the product is not sold in this city. */
  price: number | null;
  oldPrice: number | null;
  status: StatusView | undefined;
  /** Assembly service price (SPEC §9), null when none is offered. */
  assembly: number | null;
  /** Prepayment for delivery (SPEC §9); 0 when none is needed. */
  prepayment: number;
  /** Pictures, the main one first. */
  images: string[];
  attributes: [string, string][];
  /** Shops of the city that have it now. */
  shopsWithStock: number;
}

type Category = Product['categories'][number];

/** The categories and all their parents: delivery prices and prepayment percentages may sit on any level. */
function withParents(categories: readonly Category[]): Category[] {
  const all: Category[] = [];
  for (const category of categories) for (let node: Category | null = category; node; node = node.parent) all.push(node);
  return all;
}

/** The sale price in force and the retail price the prepayment rule starts from. */
function pricesForPrepayment(product: Product, cityCode: number, now: Date): { priceRetail: number; priceDiscount: number | null } | null {
  if (product.defectSerialNumber) {
    const defect = product.productDefects.find((d) => d.serialNumber === product.defectSerialNumber);
    return defect ? { priceRetail: defect.priceRetail, priceDiscount: defect.priceDiscount } : null;
  }
  const row = product.productPrices.find((p) => p.stockCode === stockCodeForCity(cityCode));
  if (!row) return null;
  const price = productPriceForCity(product, cityCode, now) ?? row.priceRetail;
  // After a sale ends the price is defectPriceRetail (SPEC §9); it is what the shopper pays.
  return isDiscountActive(row, now)
    ? { priceRetail: row.priceRetail, priceDiscount: row.priceDiscount }
    : { priceRetail: price, priceDiscount: null };
}

export function productView(product: Product, cityCode: number, now: Date, isLegal: boolean): ProductView {
  const price = productPriceForCity(product, cityCode, now, product.defectSerialNumber) ?? null;
  const prepaymentPrices = pricesForPrepayment(product, cityCode, now);
  return {
    price,
    oldPrice: price === null ? null : productOldPriceForCity(product, cityCode, now, price),
    status: statusView(cityStatus(product.status, product.totalQuantity), price),
    assembly: assemblyServicePrice({ title: product.title, categories: product.categories }),
    prepayment: prepaymentPrices ? deliveryPrepayment({ ...prepaymentPrices, categories: withParents(product.categories), isLegal }) : 0,
    images: product.productImages.map((image) => image.name),
    attributes: Object.entries(product.attributes),
    shopsWithStock: product.metaProducts.filter((m) => m.quantity > 0).length,
  };
}
