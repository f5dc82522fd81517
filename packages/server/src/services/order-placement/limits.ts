/** The limits order placement enforces. */

/** A confirmed order code stays good for an order this long after confirmation. */
export const ORDER_CODE_MAX_AGE_MS = 30 * 60 * 1000;
/** Orders per IP and hour: a guard against scripted ordering (each order still needs a confirmed phone). */
export const ORDERS_PER_IP_PER_HOUR = 30;
