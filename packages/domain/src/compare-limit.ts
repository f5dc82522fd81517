/**
 * The comparison list (SPEC §2 /compare, §4 Sign-in: local items are pushed to the server). The
 * spec gives no limit; a table of more goods is no longer read, and one number for the browser's
 * local list and the API keeps a sign-in push from being refused.
 */
export const COMPARE_LIMIT = 50;

/** The answer when one more would pass the limit. */
export const compareLimitText = (limit: number = COMPARE_LIMIT): string =>
  `В сравнении может быть не больше ${limit} товаров. Уберите ненужные и добавьте снова.`;
