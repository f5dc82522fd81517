import { formatPrice } from './currency';
import { detectLoginIdentifier } from './login-identifier';
import { formatPhone, isCheckoutPhone, isMobilePhone, normalizePhone } from './phone';
import { hoursGenitive, pluralRu } from './plural';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currency format (ru, up to 2 decimals, ₽)', () => {
  it('groups thousands and shows ₽', () => {
    expect(plain(formatPrice(12345))).toBe('12 345 ₽');
    expect(plain(formatPrice(99.5))).toBe('99,5 ₽');
    expect(plain(formatPrice(10.456))).toBe('10,46 ₽');
  });
});

describe('Russian plural «часа/часов»', () => {
  it('picks the form by the count', () => {
    expect([1, 2, 5, 11, 21, 22].map(hoursGenitive)).toEqual(['часа', 'часов', 'часов', 'часов', 'часа', 'часов']);
    expect(pluralRu(3, { one: 'товар', few: 'товара', many: 'товаров' })).toBe('товара');
  });
});

describe('phone normalisation and display +7 (XXX) XXX-XX-XX', () => {
  it.each(['+7 (912) 345-67-89', '8 912 345 67 89', '79123456789', '9123456789', '+7-912-345-67-89'])('%s → 79123456789', (input) => {
    expect(normalizePhone(input)).toBe('79123456789');
    expect(formatPhone(input)).toBe('+7 (912) 345-67-89');
  });

  it('rejects what is not a Russian mobile', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(isMobilePhone('+7 (812) 345-67-89')).toBe(false);
    expect(isMobilePhone('+7 (912) 345-67')).toBe(false);
    expect(isCheckoutPhone('+7 (912) 345-67-89')).toBe(true);
    expect(isCheckoutPhone('+7 (812) 345-67-89')).toBe(false);
  });
});

describe('login identifier detection (SPEC §5)', () => {
  it('tells an e-mail, a phone and neither', () => {
    expect(detectLoginIdentifier('ivan@mail.ru')).toBe('email');
    expect(detectLoginIdentifier('8 (912) 345-67-89')).toBe('phone');
    expect(detectLoginIdentifier('ivan@mail.r')).toBeNull();
    expect(detectLoginIdentifier('ivan')).toBeNull();
  });
});
