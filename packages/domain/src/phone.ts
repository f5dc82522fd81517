/**
 * Russian phone numbers (SPEC §5). Input may carry the prefix +7, 7 or 8 and any spaces, dashes
 * and brackets; anything else (letters, a second '+', a foreign code) is not a phone.
 */

/** Prefix +7/7/8, then 9 and nine digits, with optional spaces, dashes and brackets anywhere after the prefix. */
const MOBILE = /^(?:\+7|7|8)[\s\-()]*9(?:[\s\-()]*\d){9}[\s\-()]*$/;
const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;

/** A Russian mobile number as SPEC §5 defines it for the login field. */
export const isMobilePhone = (value: string): boolean => MOBILE.test(value.trim());

/** 11 digits starting with 7 («+7 (912) 345-67-89», «8 912 3456789» → «79123456789»), or null. */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 11) return null;
  if (text.startsWith('+') ? !digits.startsWith('7') : !/^[78]/.test(digits)) return null;
  return `7${digits.slice(1)}`;
}

/** Checkout rule: the phone must normalise to 11 digits starting with 79. */
export const isCheckoutPhone = (value: string): boolean => /^79\d{9}$/.test(normalizePhone(value) ?? '');

/** Display format +7 (XXX) XXX-XX-XX; the input unchanged when it is not a phone. */
export function formatPhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) return value;
  return `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`;
}

/** `tel:` link of a phone as shown («+7 (800) 555-35-35» → «tel:+78005553535»). */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
