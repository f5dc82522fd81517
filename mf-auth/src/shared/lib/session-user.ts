import type { AuthUser } from '@store/api-client';
import type { SessionUser } from '@store/bus';

/** What the bus and the `user` cookie may know of a signed-in user: ids and names, never tokens. */
export const toSessionUser = (user: AuthUser): SessionUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  email: user.email,
  isLegal: Boolean(user.legal),
});

const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The `user` cookie read back. Anything that is not a session user (edited by hand, cut short, an
 * old shape) is null: the session is then restored from the server or not at all, never from a guess.
 */
export function parseSessionUser(text: string | undefined): SessionUser | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id) || user.id <= 0) return null;
  if (!textOrNull(user.firstName) || !textOrNull(user.lastName) || !textOrNull(user.phone) || !textOrNull(user.email)) return null;
  if (typeof user.isLegal !== 'boolean') return null;
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, phone: user.phone, email: user.email, isLegal: user.isLegal };
}
