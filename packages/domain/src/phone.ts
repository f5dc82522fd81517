/** A Russian mobile number: +7, 7 or 8, then 9 and nine digits; spaces, dashes, brackets allowed. */
const MOBILE = /^(?:\+7|7|8)?[\s\-()]*9(?:[\s\-()]*\d){9}[\s\-()]*$/;

export const isMobilePhone = (value: string): boolean => MOBILE.test(value.trim());

/** 11 digits starting with 7 («+7 (912) 345-67-89», «8 912 3456789» → «79123456789»), or null. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `7${digits}`;
  return null;
}

/** Checkout rule: the phone must normalise to 11 digits starting with 79. */
export const isCheckoutPhone = (value: string): boolean => /^79\d{9}$/.test(normalizePhone(value) ?? '');

/** Display format +7 (XXX) XXX-XX-XX; the input as is when it is not a phone. */
export function formatPhone(value: string): string {
  const phone = normalizePhone(value);
  if (!phone) return value;
  return `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`;
}
