/**
 * The YML feed for Яндекс Маркет / Товары / Директ (the format's rules in EXCHANGE.md):
 * its texts and the pure rules of writing XML values. The server streams the feed; nothing here
 * does I/O.
 */
import { SUPPORT_UTC_OFFSET } from './constants';

/** The marked-down item's mark in the offer's name and description (SPEC §3: 'Уцененный товар'). */
export const DEFECT_LABEL = 'Уцененный товар';

/** What the feed says of the platform the shop runs on (`<platform>`). */
export const MARKET_PLATFORM = 'ТехноСибирь: собственная платформа (Fastify, PostgreSQL)';

/** A marked-down item's offer name: the product's, marked. */
export const defectOfferName = (title: string): string => `${title} (${DEFECT_LABEL})`;

/** A marked-down item's description: the mark, its serial number and the reason it was marked down, then the product's. */
export const defectOfferDescription = (serialNumber: string, reason: string, description: string): string =>
  `${DEFECT_LABEL}, серийный номер ${serialNumber}. Причина уценки: ${reason}.${description ? ` ${description}` : ''}`;

/** A product's description from its attributes (the catalogue keeps no text of its own). */
export const attributesDescription = (title: string, attributes: Record<string, string>): string => {
  const pairs = Object.entries(attributes).map(([name, value]) => `${name}: ${value}`);
  return pairs.length > 0 ? `${title}. ${pairs.join('; ')}.` : title;
};

/**
 * Characters XML 1.0 refuses outright (0–31 but tab, line feed and carriage return; the
 * surrogate halves alone; U+FFFE, U+FFFF): YML says they must not appear, so they are dropped.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text value or attribute of the feed: forbidden characters dropped, `" & > < '` as entities (YML's rule). */
export const ymlText = (value: string): string =>
  value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A CDATA section (YML's description): forbidden characters dropped, a `]]>` inside split so it cannot close it. */
export const ymlCdata = (value: string): string => `<![CDATA[${value.replace(FORBIDDEN, '').split(']]>').join(']]]]><![CDATA[>')}]]>`;

/** `yml_catalog`'s date: RFC 3339 with the store's offset, to the minute («2026-12-01T21:05+08:00»). */
export function ymlDate(at: Date): string {
  const local = new Date(at.getTime() + SUPPORT_UTC_OFFSET.hours * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const offset = `+${two(SUPPORT_UTC_OFFSET.hours)}:00`;
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}${offset}`;
}

/** A price as YML writes it: a plain decimal with a point, no grouping, up to 2 decimals. */
export const ymlPrice = (value: number): string => String(Math.round(value * 100) / 100);
