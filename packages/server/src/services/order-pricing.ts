import { courierCompanyPrice, courierPriceFailed, deliveryPriceMissing, MESSAGES, type CourierCompanyQuote } from '@store/domain';
import { HttpError } from '../http-error';
import { CourierCompanyUnknownDestination, type CourierQuoteRequest } from '../providers/courier-company';
import type { Caller, ServiceContext } from './context';

export interface CourierDestination {
  cityCode: number;
  mode: 'office' | 'courier';
  pointCode?: string | null;
  address?: { city?: string; address?: string } | null;
}

/** Office mode needs a chosen point; courier mode a city and an address (SPEC §5 calculator). */
export function validateDestination(destination: CourierDestination): string[] {
  if (destination.mode === 'office') return destination.pointCode ? [] : [MESSAGES.calculatorPoint];
  const errors: string[] = [];
  if (!destination.address?.city) errors.push(`Город: ${MESSAGES.required}`);
  if (!destination.address?.address) errors.push(`Адрес: ${MESSAGES.required}`);
  return errors;
}

/**
 * The courier company's quote for products and a destination, plus the price the shopper sees
 * (SPEC §9: ceil((minSum + priceToPoint) × 1.1) + 250). Parcels come from the products table,
 * never from the client. Errors carry the §8 texts.
 */
export async function quoteCourierCompany(
  ctx: Pick<ServiceContext, 'repos' | 'providers' | 'settings'>,
  caller: Pick<Caller, 'log'>,
  products: readonly { id: number; quantity: number }[],
  destination: CourierDestination,
): Promise<CourierCompanyQuote & { price: number }> {
  const errors = validateDestination(destination);
  if (errors.length > 0) throw new HttpError(400, errors[0]!, { errorArray: errors });
  const ids = [...new Set(products.map((p) => p.id))];
  const rows = await ctx.repos.orders.parcels(ids);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) throw new HttpError(422, deliveryPriceMissing(missing.length), { productIds: missing });
  const parcels: CourierQuoteRequest['parcels'] = products.map((p) => {
    const row = rows.find((r) => r.id === p.id)!;
    return { weightKg: row.weight_kg, lengthCm: row.length_cm, widthCm: row.width_cm, heightCm: row.height_cm, quantity: p.quantity };
  });
  try {
    const quote = await ctx.providers.courierCompany.quote({ parcels, ...destination });
    return { ...quote, price: courierCompanyPrice(quote) };
  } catch (error) {
    if (error instanceof CourierCompanyUnknownDestination) {
      const message = destination.mode === 'office' ? MESSAGES.calculatorPoint : 'Курьерская компания не доставляет в этот город';
      throw new HttpError(400, message, { errorArray: [message] });
    }
    caller.log.warn({ err: error }, 'courier company quote failed');
    throw new HttpError(502, courierPriceFailed(ctx.settings.supportPhone));
  }
}
