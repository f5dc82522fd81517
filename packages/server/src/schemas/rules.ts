import type { FieldValidator } from '@store/domain';
import { text } from './common';

/**
 * A string field checked by a rule of @store/domain, so the API answers the same Russian message
 * the form shows (SPEC §5). The text is trimmed and limited before the rule runs.
 */
export const ruled = (validator: FieldValidator, maxLength = 64) =>
  text()
    .trim()
    .max(maxLength)
    .superRefine((value, ctx) => {
      const message = validator(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
