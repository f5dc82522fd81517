import { formatDisplayDate } from './display-date';

describe('dates as shoppers read them', () => {
  it('writes the day, the month in the genitive and the year: «23 ноября 2026»', () => {
    expect(formatDisplayDate('2026-11-23T05:00:00.000Z')).toBe('23 ноября 2026');
  });

  it('uses the Irkutsk calendar (UTC+8, SPEC §1): late evening in UTC is already tomorrow', () => {
    expect(formatDisplayDate('2026-11-22T17:30:00.000Z')).toBe('23 ноября 2026');
    expect(formatDisplayDate(new Date('2026-03-01T00:00:00.000Z'))).toBe('1 марта 2026');
  });
});
