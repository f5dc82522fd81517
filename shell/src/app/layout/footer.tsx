import { $supportPhone } from '@store/bus';
import { COPYRIGHT_FROM_YEAR, STORE_NAME } from '@store/domain';
import { useUnit } from 'effector-react';
import { Suspense, useRef } from 'react';
import { Link } from '@store/router';
import { $bottomMenu } from '../../entities/menus';
import { $supportHours, phoneHref } from '../../features/settings';
import { SubscriptionForm } from '../../features/subscription';
import { useNearViewport } from '@store/ui';

const PAYMENT_ICONS = ['МИР', 'VISA', 'Mastercard', 'СБП'];
const SOCIAL_LINKS = [
  { title: 'ВКонтакте', href: 'https://vk.com/' },
  { title: 'Telegram', href: 'https://t.me/' },
  { title: 'Одноклассники', href: 'https://ok.ru/' },
];

/** Footer of SPEC §2: three columns, phone, hours, social links, payment icons, copyright 2013–now. */
export function Footer() {
  const [columns, phone, hours] = useUnit([$bottomMenu, $supportPhone, $supportHours]);
  const year = new Date().getFullYear();
  const subscriptionSlot = useRef<HTMLDivElement>(null);
  // In view, not near it: before a page's content arrives the footer sits just under its placeholder.
  const subscriptionNear = useNearViewport(subscriptionSlot, '0px');
  return (
    <footer className="shell-footer" data-testid="shell-footer">
      <div className="shell-container shell-footer__grid">
        {columns.map((column) => (
          <nav key={column.code} aria-label={column.title}>
            <h2 className="shell-footer__title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.id}>
                  {item.href.endsWith('.pdf') ? <a href={item.href}>{item.title}</a> : <Link to={item.href}>{item.title}</Link>}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="shell-footer__title">Контакты</h2>
          {phone && (
            <a className="shell-footer__phone" href={phoneHref(phone)} data-testid="shell-footer-phone">
              {phone}
            </a>
          )}
          <p>Ежедневно {hours} (время иркутское)</p>
          <ul className="shell-footer__inline" aria-label="Мы в соцсетях">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.title}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
          <ul className="shell-footer__inline shell-footer__payments" aria-label="Способы оплаты">
            {PAYMENT_ICONS.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <div ref={subscriptionSlot} className="shell-subscription-slot">
          {subscriptionNear ? (
            <Suspense fallback={<div className="shell-subscription-placeholder" />}>
              <SubscriptionForm />
            </Suspense>
          ) : (
            <div className="shell-subscription-placeholder" />
          )}
        </div>
      </div>
      <p className="shell-container shell-footer__copyright">
        © {COPYRIGHT_FROM_YEAR}–{year} {STORE_NAME}. Все права защищены.
      </p>
    </footer>
  );
}
