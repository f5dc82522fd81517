import { isMobilePhone } from './phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** What a login field holds: an e-mail (local@domain with a 2+ letter tail), a mobile phone, or neither. */
export function detectLoginIdentifier(value: string): 'email' | 'phone' | null {
  const text = value.trim();
  if (EMAIL.test(text)) return 'email';
  if (isMobilePhone(text)) return 'phone';
  return null;
}
