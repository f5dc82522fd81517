import { normalizePhone, ONE_CLICK_QUANTITY, validateCheckoutForm } from '@store/domain';
import { HttpError } from '../../http-error';
import { FORBIDDEN_OTHER_USER, UNAUTHORIZED } from '../../lib/messages';
import type { OrderBody } from '../../schemas/orders';
import type { Caller, ServiceContext } from '../context';
import {
  ACCOUNT_PHONE_MESSAGE,
  CONFIRM_PHONE_MESSAGE,
  DEMO_SITE_MESSAGE,
  ONE_CLICK_QUANTITY_MESSAGE,
  TOO_MANY_ORDERS_MESSAGE,
} from './messages';
import { ORDERS_PER_IP_PER_HOUR } from './limits';

/** The body with its nulls as absent fields: the checkout form's rules take an unset field as undefined. */
const absentNulls = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value ?? undefined])) as {
    [K in keyof T]: Exclude<T[K], null> | undefined;
  };

export interface OrderOptions {
  oneClick: boolean;
  idempotencyKey: string | undefined;
  /** The `phoneCode` cookie the phone confirmation left (a guest's proof of the phone). */
  phoneCodeCookie?: string | undefined;
}

export interface ValidOrder {
  phone: string;
  customer: string;
}

/**
 * Step 1, validate: the site takes orders, the address is within its limit, a signed-in user
 * orders only for themselves (SPEC §5), the checkout form is complete, a one-click order is one unit.
 */
export async function validateOrder(
  ctx: Pick<ServiceContext, 'settings' | 'rateCounters'>,
  caller: Caller,
  body: OrderBody,
  options: Pick<OrderOptions, 'oneClick'>,
): Promise<ValidOrder> {
  if (ctx.settings.demoSite) throw new HttpError(403, DEMO_SITE_MESSAGE);
  if (!(await ctx.rateCounters.hit(`order:ip:${caller.ip}`, ORDERS_PER_IP_PER_HOUR, 3_600_000))) {
    throw new HttpError(429, TOO_MANY_ORDERS_MESSAGE);
  }
  if (body.userId !== undefined && body.userId !== null) {
    if (caller.userId === null) throw new HttpError(401, UNAUTHORIZED);
    if (caller.userId !== body.userId) throw new HttpError(403, FORBIDDEN_OTHER_USER);
  }
  const form = { ...absentNulls(body), customer: body.customer || body.name || '' };
  const formErrors = Object.values(validateCheckoutForm(form, { oneClick: options.oneClick, deliveryId: body.deliveryId })) as string[];
  if (formErrors.length > 0) throw new HttpError(400, formErrors[0]!, { errorArray: formErrors });
  if (options.oneClick && (body.productData.length !== 1 || body.productData[0]!.quantity !== ONE_CLICK_QUANTITY)) {
    throw new HttpError(400, ONE_CLICK_QUANTITY_MESSAGE, { errorArray: [ONE_CLICK_QUANTITY_MESSAGE] });
  }
  return { phone: normalizePhone(body.phone)!, customer: form.customer.replace(/\s+/g, ' ').trim() };
}

/**
 * Whose phone it is: a signed-in user orders with the account's phone; a guest needs a confirmed
 * code (the cookie or `hashCode`), spent when the order is written. Answers that code, or null.
 */
export async function phoneProof(
  ctx: Pick<ServiceContext, 'repos'>,
  caller: Pick<Caller, 'userId'>,
  body: Pick<OrderBody, 'hashCode'>,
  phone: string,
  phoneCodeCookie: string | undefined,
): Promise<string | null> {
  if (caller.userId !== null) {
    const account = await ctx.repos.orders.userPhone(caller.userId);
    if (!account || account.phone !== phone) throw new HttpError(403, ACCOUNT_PHONE_MESSAGE);
    return null;
  }
  const hashCode = phoneCodeCookie || body.hashCode || null;
  if (!hashCode) throw new HttpError(403, CONFIRM_PHONE_MESSAGE, { confirmPhone: true });
  return hashCode;
}
