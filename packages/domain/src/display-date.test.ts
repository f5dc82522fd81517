import { SUPPORT_TIME_ZONE, SUPPORT_UTC_OFFSET } from './constants';
import { formatDisplayDate } from './display-date';

const HOUR_MS = 3_600_000;

describe('dates as shoppers read them', () => {
  it('writes the day, the month in the genitive and the year: «23 ноября 2026»', () => {
    expect(formatDisplayDate('2026-11-23T05:00:00.000Z')).toBe('23 ноября 2026');
  });

  it('uses the Irkutsk calendar (UTC+8, SPEC §1): late evening in UTC is already tomorrow', () => {
    expect(formatDisplayDate('2026-11-22T17:30:00.000Z')).toBe('23 ноября 2026');
    expect(formatDisplayDate('2026-11-22T15:59:59.999Z')).toBe('22 ноября 2026');
    expect(formatDisplayDate(new Date('2026-03-01T00:00:00.000Z'))).toBe('1 марта 2026');
    expect(formatDisplayDate('2026-12-31T16:00:00.000Z')).toBe('1 января 2027');
  });

  it('writes every day as the platform does on the Irkutsk calendar: from the zone’s last change to 2040, at each day’s edges', () => {
    const platform = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SUPPORT_TIME_ZONE });
    const mismatches: string[] = [];
    for (let day = SUPPORT_UTC_OFFSET.since; day < Date.UTC(2040, 0, 1); day += 24 * HOUR_MS) {
      for (const time of [day, day + 8 * HOUR_MS - 1, day + 8 * HOUR_MS, day + 22 * HOUR_MS - 1]) {
        const date = new Date(time);
        // The platform writes «23 ноября 2026 г.»; the store leaves out the «г.» (DESIGN.md «Words»).
        const expected = platform.format(date).replace(/\s*г\.$/, '');
        if (formatDisplayDate(date) !== expected) mismatches.push(`${date.toISOString()}: ${formatDisplayDate(date)} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the zone’s earlier offsets for dates before its last change (UTC+9 in 2011–2014)', () => {
    expect(formatDisplayDate('2014-10-25T15:30:00.000Z')).toBe('26 октября 2014');
    expect(formatDisplayDate('2013-06-30T15:30:00.000Z')).toBe('1 июля 2013');
  });
});
