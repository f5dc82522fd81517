import { detectLoginIdentifier } from './login-identifier';

describe('login identifier detection (SPEC §5)', () => {
  it('an e-mail is local@domain with a 2+ letter tail', () => {
    expect(detectLoginIdentifier('ivan@mail.ru')).toBe('email');
    expect(detectLoginIdentifier(' ivan.petrov+shop@sub.mail.com ')).toBe('email');
    expect(detectLoginIdentifier('ivan@магазин.рф')).toBe('email');
  });

  it('a one-letter or numeric tail, a missing @ or a space is not an e-mail', () => {
    expect(detectLoginIdentifier('ivan@mail.r')).toBeNull();
    expect(detectLoginIdentifier('ivan@mail.12')).toBeNull();
    expect(detectLoginIdentifier('ivan.mail.ru')).toBeNull();
    expect(detectLoginIdentifier('iv an@mail.ru')).toBeNull();
  });

  it('a phone is a Russian mobile with the +7, 7 or 8 prefix', () => {
    expect(detectLoginIdentifier('8 (912) 345-67-89')).toBe('phone');
    expect(detectLoginIdentifier('+79123456789')).toBe('phone');
    expect(detectLoginIdentifier('7 912 345 67 89')).toBe('phone');
  });

  it('a landline, a short number and a plain word are neither', () => {
    expect(detectLoginIdentifier('+7 (3952) 12-34-56')).toBeNull();
    expect(detectLoginIdentifier('8912345')).toBeNull();
    expect(detectLoginIdentifier('ivan')).toBeNull();
    expect(detectLoginIdentifier('')).toBeNull();
  });

  it('a phone may carry brackets, dashes and spaces anywhere after the prefix', () => {
    expect(detectLoginIdentifier('+7(912)345-67-89')).toBe('phone');
    expect(detectLoginIdentifier('8-912-345-67-89')).toBe('phone');
    expect(detectLoginIdentifier('  89123456789  ')).toBe('phone');
  });

  it('a foreign prefix, a second plus, letters or a digit too many are not a phone', () => {
    expect(detectLoginIdentifier('+8 912 345 67 89')).toBeNull();
    expect(detectLoginIdentifier('++79123456789')).toBeNull();
    expect(detectLoginIdentifier('+7 912 345 67 8a')).toBeNull();
    expect(detectLoginIdentifier('+791234567890')).toBeNull();
    expect(detectLoginIdentifier('+7 812 345 67 89')).toBeNull();
  });

  it('an e-mail needs exactly one @ and something on both sides', () => {
    expect(detectLoginIdentifier('IVAN@MAIL.RU')).toBe('email');
    expect(detectLoginIdentifier('ivan@@mail.ru')).toBeNull();
    expect(detectLoginIdentifier('@mail.ru')).toBeNull();
    expect(detectLoginIdentifier('ivan@')).toBeNull();
  });
});
