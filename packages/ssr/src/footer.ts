import { copyrightYear, isShellLessPath, SHELL_MENUS, SSR_IDS, SUPPORT_HOURS } from '@store/domain';
// The server's entry of @store/ui: the rest of the kit is browser code this Node build does not need.
import { NewsletterForm, StoreFooter, type FooterColumn, type FooterLink } from '@store/ui/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { escapeAttr } from './html';

/** What the footer shows that comes from the API: the three menu columns and the settings' phone and hours. */
export interface FooterData {
  columns: FooterColumn[];
  phone: string | null;
  hours: string;
}

/** The API's answers the footer is drawn from (GET /api/menu/code, GET /api/settings), as sent. */
export interface FooterAnswers {
  menus?: unknown[];
  settings?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function linkOf(item: unknown): FooterLink | null {
  if (!isRecord(item) || typeof item.title !== 'string' || typeof item.href !== 'string') return null;
  const id = typeof item.id === 'number' || typeof item.id === 'string' ? item.id : undefined;
  return { ...(id !== undefined ? { id } : {}), title: item.title, href: item.href };
}

/**
 * The footer's data from the answers, checked at this boundary; null without the menus (no column
 * to draw): the page then comes without a footer and the shell draws it once it has them.
 */
export function footerOf(answers: FooterAnswers): FooterData | null {
  const menus = (answers.menus ?? []).filter(isRecord);
  const columns: FooterColumn[] = [];
  for (const code of SHELL_MENUS.bottom) {
    const menu = menus.find((candidate) => candidate.code === code);
    if (!menu || typeof menu.title !== 'string' || !Array.isArray(menu.items)) continue;
    columns.push({ code, title: menu.title, items: menu.items.map(linkOf).filter((link): link is FooterLink => link !== null) });
  }
  if (columns.length === 0) return null;
  const settings = isRecord(answers.settings) ? answers.settings : {};
  const phone = typeof settings.supportPhone === 'string' && settings.supportPhone.trim() !== '' ? settings.supportPhone : null;
  const hours = typeof settings.supportHours === 'string' ? settings.supportHours : SUPPORT_HOURS;
  return { columns, phone, hours };
}

let last: { menus: unknown; settings: unknown; year: number; html: string } | null = null;

/**
 * The footer as the shell draws it (@store/ui's StoreFooter with its NewsletterForm), as HTML, or ''
 * when the answers hold no menu column: the shell keeps it and hydrates the form's part alone
 * (decision 0055). The renderer keeps one answer a while: the markup of the last ones is reused.
 */
export function footerHtml(answers: FooterAnswers, year: number = copyrightYear()): string {
  if (last && last.menus === answers.menus && last.settings === answers.settings && last.year === year) return last.html;
  const data = footerOf(answers);
  const footer = data && createElement(StoreFooter, { ...data, year, id: SSR_IDS.footer, subscription: createElement(NewsletterForm) });
  // Links of the router draw `<a href>`; the location does not change what they point at.
  const html = footer ? renderToString(createElement(StaticRouter, { location: '/' }, footer)) : '';
  last = { menus: answers.menus, settings: answers.settings, year, html };
  return html;
}

export interface FramedPageContext {
  pathname: string;
  /** The shell's start-up stylesheets (dist/ssr-styles.json, same origin): they style the footer before any script. */
  shellStyles: readonly string[];
}

/**
 * A page the browser renders (its pre-painted frame): the footer after the frame, styled by the
 * shell's stylesheets linked just before it (they hold back the footer's paint alone, not the
 * frame's). A shell-less path has none.
 */
export function pageWithFooter(html: string, footer: string, context: FramedPageContext): string {
  if (!footer || isShellLessPath(context.pathname) || !html.includes('</body>')) return html;
  const styles = [...new Set(context.shellStyles)].map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('');
  const after = `${styles}${footer}`;
  return html.includes('<noscript>')
    ? html.replace('<noscript>', () => `${after}<noscript>`)
    : html.replace('</body>', () => `${after}</body>`);
}
