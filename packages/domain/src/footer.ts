import { COPYRIGHT_FROM_YEAR, SUPPORT_UTC_OFFSET } from './constants';
import { STORE_NAME } from './page-head';

/**
 * SPEC §2's footer beside its three menu columns (GET /api/menu/code): the contacts column with the
 * configured phone and the hours, social links, payment icons, the copyright line and the
 * newsletter form. One copy for the server's HTML and the browser (both draw @store/ui's StoreFooter).
 */
export const FOOTER = {
  contactsTitle: 'Контакты',
  socialLabel: 'Мы в соцсетях',
  paymentsLabel: 'Способы оплаты',
  social: [
    { title: 'ВКонтакте', href: 'https://vk.com/' },
    { title: 'Telegram', href: 'https://t.me/' },
    { title: 'Одноклассники', href: 'https://ok.ru/' },
  ],
  payments: ['МИР', 'VISA', 'Mastercard', 'СБП'],
  newsletterTitle: 'Новости и акции на почту',
  newsletterEmailLabel: 'Электронная почта',
  newsletterSubmit: 'Подписаться',
} as const;

/** SPEC §1: support works daily in these hours, Irkutsk time. */
export const supportHoursLine = (hours: string): string => `Ежедневно ${hours} (время иркутское)`;

/** The current year in the store's time (Irkutsk, UTC+8): the copyright's last year. */
export const copyrightYear = (now: number = Date.now()): number => new Date(now + SUPPORT_UTC_OFFSET.hours * 3_600_000).getUTCFullYear();

/** SPEC §1: «© 2013–<the current year>» and the store's name. */
export const copyrightLine = (year: number): string => `© ${COPYRIGHT_FROM_YEAR}–${year} ${STORE_NAME}. Все права защищены.`;
