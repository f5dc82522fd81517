import { copyrightLine, FOOTER, phoneHref, supportHoursLine } from '@store/domain';
import type { ReactNode } from 'react';
import { Link } from '@store/router';
import './footer.css';

export interface FooterLink {
  id?: number | string;
  title: string;
  href: string;
}

/** One column of the footer: a menu of GET /api/menu/code (About the company, For the buyer, Help). */
export interface FooterColumn {
  code: string;
  title: string;
  items: readonly FooterLink[];
}

export interface StoreFooterProps {
  columns: readonly FooterColumn[];
  /** The configured support phone (GET /api/settings); none: the column goes without it. */
  phone: string | null;
  hours: string;
  /** The copyright runs to this year (the current one). */
  year: number;
  /** The newsletter form's place: the one part of the footer that reacts to a shopper. */
  subscription?: ReactNode;
  /** The element's id: the shell finds the footer the server drew by it. */
  id?: string;
}

/** The attribute of the newsletter form's place in the footer. */
export const FOOTER_SUBSCRIPTION_ATTRIBUTE = 'data-footer-subscription';

/** A link of the store's own pages goes through the router; a file (the user agreement PDF) is fetched as is. */
function FooterItem({ item }: { item: FooterLink }) {
  return item.href.endsWith('.pdf') ? <a href={item.href}>{item.title}</a> : <Link to={item.href}>{item.title}</Link>;
}

/**
 * The footer of SPEC §2: three menu columns, the contacts column (phone, hours, social links,
 * payment icons), the newsletter form's place and «© 2013–<year>». The shell's server draws it into
 * every page's first HTML and the shell keeps that copy; the shell draws it itself only when the
 * page came without one. Its links are plain links as drawn.
 */
export function StoreFooter({ columns, phone, hours, year, subscription, id }: StoreFooterProps) {
  return (
    <footer className="store-footer" id={id} data-testid="shell-footer">
      <div className="store-footer__container store-footer__grid">
        {columns.map((column) => (
          <nav key={column.code} aria-label={column.title}>
            <h2 className="store-footer__title">{column.title}</h2>
            <ul className="store-footer__list">
              {column.items.map((item) => (
                <li key={item.id ?? item.href}>
                  <FooterItem item={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="store-footer__title">{FOOTER.contactsTitle}</h2>
          {phone && (
            <a className="store-footer__phone" href={phoneHref(phone)} data-testid="shell-footer-phone">
              {phone}
            </a>
          )}
          <p className="store-footer__hours">{supportHoursLine(hours)}</p>
          <ul className="store-footer__list store-footer__inline" aria-label={FOOTER.socialLabel}>
            {FOOTER.social.map((link) => (
              <li key={link.title}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
          <ul className="store-footer__list store-footer__inline store-footer__payments" aria-label={FOOTER.paymentsLabel}>
            {FOOTER.payments.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <div className="store-footer__subscription" data-footer-subscription="">
          {subscription}
        </div>
      </div>
      <p className="store-footer__container store-footer__copyright">{copyrightLine(year)}</p>
    </footer>
  );
}
