import { copyrightLine, copyrightYear, FOOTER, supportHoursLine } from './footer';
import { phoneHref } from './phone';
import { isShellLessPath } from './route-match';

describe('the footer of SPEC §1–2', () => {
  it('runs the copyright from 2013 to the year it is given', () => {
    expect(copyrightLine(2027)).toBe('© 2013–2027 ТехноСибирь. Все права защищены.');
  });

  it('ends the copyright with the current year of the store (Irkutsk, UTC+8)', () => {
    expect(copyrightYear(Date.UTC(2026, 11, 31, 15, 59))).toBe(2026);
    expect(copyrightYear(Date.UTC(2026, 11, 31, 16, 0))).toBe(2027);
  });

  it('names the hours in Irkutsk time', () => {
    expect(supportHoursLine('10:00-19:00')).toBe('Ежедневно 10:00-19:00 (время иркутское)');
  });

  it('has social links and the payment icons', () => {
    expect(FOOTER.social.map((link) => link.title)).toEqual(['ВКонтакте', 'Telegram', 'Одноклассники']);
    expect(FOOTER.payments).toContain('МИР');
  });

  it('dials the phone as shown', () => {
    expect(phoneHref('+7 (800) 555-35-35')).toBe('tel:+78005553535');
  });

  it('knows the shell-less paths', () => {
    expect(isShellLessPath('/dvizhuha-2026')).toBe(true);
    expect(isShellLessPath('/contacts')).toBe(false);
  });
});
