/** What the password sign-in field holds (SPEC §5). */
import { isMobilePhone } from './phone';

/** local@domain with a tail of 2+ letters (Cyrillic domains such as .рф included). */
const EMAIL = /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u;

export type LoginIdentifier = 'email' | 'phone';

/** 'email', 'phone' (a Russian mobile: +7/7/8, then 9 and nine digits) or null for neither. */
export function detectLoginIdentifier(value: string): LoginIdentifier | null {
  const text = value.trim();
  if (EMAIL.test(text)) return 'email';
  if (isMobilePhone(text)) return 'phone';
  return null;
}
