import { defectOfferDescription, ymlCdata, ymlDate, ymlPrice, ymlText } from './market-feed';

describe('the YML feed’s writing rules (EXCHANGE.md, issue 39)', () => {
  it('" & > < \' as entities, the characters XML forbids dropped (0–31 but tab, LF, CR; lone surrogates)', () => {
    expect(ymlText(`a"b&c>d<e'f`)).toBe('a&quot;b&amp;c&gt;d&lt;e&apos;f');
    expect(ymlText('x\u0000y\u0001z\u000bw\tv\nu\r')).toBe('xyzw\tv\nu\r');
    expect(ymlText('a\ud800b😀c')).toBe('ab😀c');
  });

  it('a CDATA section cannot be closed from inside', () => {
    expect(ymlCdata('a ]]> b\u0002')).toBe('<![CDATA[a ]]]]><![CDATA[> b]]>');
  });

  it('the date is RFC 3339 with the store’s offset; prices plain decimals', () => {
    expect(ymlDate(new Date('2026-12-01T13:05:59Z'))).toBe('2026-12-01T21:05+08:00');
    expect(ymlPrice(1234.5)).toBe('1234.5');
    expect(ymlPrice(1999.999)).toBe('2000');
  });

  it('a marked-down item says so, with its serial number and reason', () => {
    expect(defectOfferDescription('SN-1', 'царапина на корпусе', 'Дрель.')).toBe(
      'Уцененный товар, серийный номер SN-1. Причина уценки: царапина на корпусе. Дрель.',
    );
  });
});
