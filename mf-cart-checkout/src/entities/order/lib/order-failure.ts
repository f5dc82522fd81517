import { ApiError } from '@store/api-client';
import { orderCreateFailed, type ItemRef } from '@store/domain';
import { fromWire } from '../../../shared/api';

/** A line's price as the server recomputed it (a 409's `products`). */
export type CorrectedPrice = ItemRef & { price: number };

/** What a refused order means for the shopper (SPEC §8 "Order creation", decision 0008). */
export type OrderFailure =
  /** The guest's phone is not (or no longer) confirmed: ask for the code again. */
  | { kind: 'confirmPhone' }
  /** Prices changed since the page loaded (409): show the server's figures and ask again. */
  | {
      kind: 'prices';
      message: string;
      totalPrice: number | null;
      totalDelivery: number | null;
      products: CorrectedPrice[];
    }
  /**
   * Messages to show. `retry`: the order may exist or may not (no answer, a server fault), so the
   * next attempt keeps the same Idempotency-Key and cannot make a second order.
   */
  | { kind: 'messages'; messages: string[]; retry: boolean };

interface ConflictData {
  totalPrice?: unknown;
  totalDelivery?: unknown;
  products?: unknown;
}

type WirePrice = { id: number; defectSerialNumber: string | null; price: number };

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** SPEC §8: each errorArray message; a 4xx message; otherwise the default text with the support phone. */
export function orderFailure(error: unknown, supportPhone: string | null): OrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'messages', messages: [orderCreateFailed(supportPhone)], retry: true };
  if (error.status === 403 && error.confirmPhone) return { kind: 'confirmPhone' };
  // A 409's recomputed figures are route-specific extras of the body, not fields of every ApiError.
  const data = (error.data ?? {}) as ConflictData;
  if (error.status === 409 && typeof data.totalPrice === 'number') {
    return {
      kind: 'prices',
      message: error.message,
      totalPrice: numberOrNull(data.totalPrice),
      totalDelivery: numberOrNull(data.totalDelivery),
      products: Array.isArray(data.products) ? (data.products as WirePrice[]).map(fromWire) : [],
    };
  }
  if (error.errorArray.length > 0) return { kind: 'messages', messages: error.errorArray, retry: false };
  if (error.status >= 400 && error.status < 500 && error.message) return { kind: 'messages', messages: [error.message], retry: false };
  return { kind: 'messages', messages: [orderCreateFailed(supportPhone)], retry: true };
}
