import { formatPhone, isCheckoutPhone, isMobilePhone, normalizePhone } from './phone';

describe('phone normalisation (SPEC §5)', () => {
  it.each(['+7 (912) 345-67-89', '8 912 345 67 89', '79123456789', '89123456789', '+7-912-345-67-89', ' +7(912)3456789 '])(
    '%s → 79123456789',
    (input) => {
      expect(normalizePhone(input)).toBe('79123456789');
    },
  );

  it('keeps landlines: normalising is about shape, not about being mobile', () => {
    expect(normalizePhone('8 (3952) 12-34-56')).toBe('73952123456');
  });

  it('rejects the wrong length, a foreign prefix, letters and a missing prefix', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('+7 (912) 345-67-8')).toBeNull();
    expect(normalizePhone('+7 (912) 345-67-890')).toBeNull();
    expect(normalizePhone('+8 912 345 67 89')).toBeNull();
    expect(normalizePhone('+1 912 345 67 89')).toBeNull();
    expect(normalizePhone('5 912 345 67 89')).toBeNull();
    expect(normalizePhone('+7 912 abc 345 67 89')).toBeNull();
    expect(normalizePhone('912 345 67 89')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('Russian mobile phone (SPEC §5: +7, 7 or 8, then 9 and nine digits)', () => {
  it('accepts the prefixes with spaces, dashes and brackets', () => {
    expect(isMobilePhone('+7 (912) 345-67-89')).toBe(true);
    expect(isMobilePhone('8-912-345-67-89')).toBe(true);
    expect(isMobilePhone('79123456789')).toBe(true);
  });

  it('rejects a landline, a short number, a missing prefix and letters', () => {
    expect(isMobilePhone('+7 (812) 345-67-89')).toBe(false);
    expect(isMobilePhone('+7 (912) 345-67')).toBe(false);
    expect(isMobilePhone('9123456789')).toBe(false);
    expect(isMobilePhone('+7 (912) 345-67-8x')).toBe(false);
  });
});

describe('checkout phone rule (SPEC §5: 11 digits starting 79)', () => {
  it('accepts a mobile number in any accepted writing', () => {
    expect(isCheckoutPhone('+7 (912) 345-67-89')).toBe(true);
    expect(isCheckoutPhone('8 912 345 67 89')).toBe(true);
  });

  it('rejects a landline and what does not normalise', () => {
    expect(isCheckoutPhone('+7 (812) 345-67-89')).toBe(false);
    expect(isCheckoutPhone('12-34')).toBe(false);
  });
});

describe('phone display +7 (XXX) XXX-XX-XX (SPEC §5)', () => {
  it('formats any accepted writing', () => {
    expect(formatPhone('89123456789')).toBe('+7 (912) 345-67-89');
    expect(formatPhone('7 912 345 67 89')).toBe('+7 (912) 345-67-89');
  });

  it('leaves what is not a phone as it is', () => {
    expect(formatPhone('позвоните')).toBe('позвоните');
  });
});
