import { createEffect } from 'effector';
import { v4 as uuidv4 } from 'uuid';

/** A new Idempotency-Key for one order attempt (kept by the model for that attempt's retries). */
export const newIdempotencyKeyFx = createEffect(() => uuidv4());
