import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * The YML feed's rules (EXCHANGE.md's YML section, issue 39) checked over a stream of the feed, in
 * constant memory unless `keepOffers`: the test reads it at the seed's size, scripts/bench-feed.mjs
 * (which bundles this file) at 100 000 products. A strict XML parser (saxes) refuses what is not
 * well-formed — an unescaped `&` or `<`, a forbidden control character — and the rules check
 * what Яндекс requires of each element.
 */

export interface CheckedOffer {
  id: string;
  available: boolean;
  url: string;
  price: number;
  oldprice: number | null;
  categoryId: number;
  pictures: string[];
  name: string;
  vendor: string | null;
  vendorCode: string;
  description: string;
  params: Record<string, string>;
  store: boolean;
  pickup: boolean;
  delivery: boolean;
}

export interface YmlReport {
  errors: string[];
  date: string | null;
  shop: Record<string, string>;
  categories: Map<number, { parentId: number | null; name: string }>;
  offers: number;
  /** Every offer, when asked for (`keepOffers`). */
  kept: Map<string, CheckedOffer>;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;
const PRICE = /^\d+(\.\d{1,2})?$/;
const BOOLEAN = /^(true|false)$/;
const REQUIRED = ['url', 'price', 'currencyId', 'categoryId', 'name', 'vendorCode', 'description', 'store', 'pickup', 'delivery'] as const;

export async function checkYml(
  chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
  rules: { origin: string; now: Date; maxAgeMs?: number; keepOffers?: boolean },
): Promise<YmlReport> {
  const report: YmlReport = { errors: [], date: null, shop: {}, categories: new Map(), offers: 0, kept: new Map() };
  const fail = (message: string) => {
    if (report.errors.length < 50) report.errors.push(message);
  };
  const parser = new SaxesParser({ xmlns: false });
  const path: string[] = [];
  let text = '';
  let first = true;
  let offer: (Partial<CheckedOffer> & { pictures: string[]; params: Record<string, string>; seen: Set<string> }) | null = null;
  let param: string | null = null;
  let category: { id: number; parentId: number | null } | null = null;
  const ids = new Set<string>();
  const categoryRefs: { offer: string; categoryId: number }[] = [];

  parser.on('xmldecl', (decl) => {
    if (decl.version !== '1.0' || !/^utf-8$/i.test(decl.encoding ?? ''))
      fail(`XML declaration: version ${decl.version}, encoding ${decl.encoding}`);
  });
  parser.on('opentag', (node: SaxesTagPlain) => {
    const attrs = node.attributes as Record<string, string>;
    path.push(node.name);
    text = '';
    const where = path.join('/');
    if (where === 'yml_catalog') {
      report.date = attrs.date ?? null;
      if (!report.date || !RFC3339.test(report.date)) fail(`yml_catalog date «${report.date}» is not RFC 3339 with a time zone`);
      else {
        const age = rules.now.getTime() - new Date(report.date).getTime();
        if (Number.isNaN(age) || age > (rules.maxAgeMs ?? 10 * 86_400_000) || age < -120_000)
          fail(`yml_catalog date ${report.date} is not recent`);
      }
    } else if (where === 'yml_catalog/shop/currencies/currency') {
      if (attrs.id !== 'RUR' || attrs.rate !== '1') fail(`currency ${JSON.stringify(attrs)}`);
      report.shop.currency = attrs.id ?? '';
    } else if (where === 'yml_catalog/shop/categories/category') {
      const id = Number(attrs.id);
      if (!/^\d+$/.test(attrs.id ?? '')) fail(`category id «${attrs.id}»`);
      category = { id, parentId: attrs.parentId === undefined ? null : Number(attrs.parentId) };
    } else if (where === 'yml_catalog/shop/offers/offer') {
      const id = attrs.id ?? '';
      if (!/^[A-Za-z0-9]{1,20}$/.test(id)) fail(`offer id «${id}»: Latin letters and digits, at most 20`);
      if (ids.has(id)) fail(`offer id ${id} twice`);
      ids.add(id);
      if (!BOOLEAN.test(attrs.available ?? '')) fail(`offer ${id}: available «${attrs.available}»`);
      offer = { id, available: attrs.available === 'true', pictures: [], params: {}, seen: new Set() };
    } else if (offer && path.length === 5 && node.name === 'param') {
      param = attrs.name ?? null;
      if (!param) fail(`offer ${offer.id}: param without a name`);
    }
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('cdata', (t) => {
    text += t;
  });
  parser.on('closetag', (node) => {
    const where = path.join('/');
    const value = text;
    if (where.startsWith('yml_catalog/shop/') && path.length === 3 && ['name', 'company', 'url', 'platform'].includes(node.name)) {
      report.shop[node.name] = value;
    } else if (where === 'yml_catalog/shop/categories/category' && category) {
      if (!value.trim()) fail(`category ${category.id} without a name`);
      report.categories.set(category.id, { parentId: category.parentId, name: value });
      category = null;
    } else if (offer && path.length === 5) {
      const o = offer;
      o.seen.add(node.name);
      switch (node.name) {
        case 'url':
          if (!value.startsWith(`${rules.origin}/`)) fail(`offer ${o.id}: url «${value}»`);
          o.url = value;
          break;
        case 'price':
        case 'oldprice':
          if (!PRICE.test(value) || Number(value) <= 0) fail(`offer ${o.id}: ${node.name} «${value}»`);
          if (node.name === 'price') o.price = Number(value);
          else o.oldprice = Number(value);
          break;
        case 'currencyId':
          if (value !== 'RUR') fail(`offer ${o.id}: currencyId «${value}»`);
          break;
        case 'categoryId':
          o.categoryId = Number(value);
          categoryRefs.push({ offer: o.id!, categoryId: o.categoryId });
          break;
        case 'picture':
          if (!/^https?:\/\//.test(value)) fail(`offer ${o.id}: picture «${value}»`);
          o.pictures.push(value);
          break;
        case 'store':
        case 'pickup':
        case 'delivery':
          if (!BOOLEAN.test(value)) fail(`offer ${o.id}: ${node.name} «${value}»`);
          o[node.name] = value === 'true';
          break;
        case 'name':
        case 'vendor':
        case 'vendorCode':
        case 'description':
          if (!value.trim()) fail(`offer ${o.id}: empty ${node.name}`);
          o[node.name] = value;
          break;
        case 'param':
          if (param) o.params[param] = value;
          param = null;
          break;
      }
    } else if (where === 'yml_catalog/shop/offers/offer' && offer) {
      const o = offer;
      for (const name of REQUIRED) if (!o.seen.has(name)) fail(`offer ${o.id}: no ${name}`);
      if (o.pictures.length > 10) fail(`offer ${o.id}: ${o.pictures.length} pictures (at most 10)`);
      if (o.oldprice !== undefined && o.oldprice !== null && o.price !== undefined && o.oldprice <= o.price) {
        fail(`offer ${o.id}: oldprice ${o.oldprice} not above price ${o.price}`);
      }
      report.offers += 1;
      if (rules.keepOffers) {
        const kept: Partial<CheckedOffer> & { seen?: Set<string> } = { oldprice: null, vendor: null, ...o };
        delete kept.seen;
        report.kept.set(o.id!, kept as CheckedOffer);
      }
      offer = null;
    }
    path.pop();
    text = '';
  });
  parser.on('error', (error) => {
    fail(`not well-formed XML: ${error.message}`);
  });

  // A chunk may end inside a multi-byte character: the decoder keeps it for the next one.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of chunks) {
    const piece = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first) {
      if (!piece.startsWith('<?xml ')) fail('the XML declaration does not open the file at character 0');
      first = false;
    }
    parser.write(piece);
  }
  parser.close();
  for (const name of ['name', 'company', 'url', 'platform', 'currency']) if (!report.shop[name]) fail(`shop: no ${name}`);
  for (const [id, c] of report.categories)
    if (c.parentId !== null && !report.categories.has(c.parentId)) fail(`category ${id}: parentId ${c.parentId} unknown`);
  for (const ref of categoryRefs)
    if (!report.categories.has(ref.categoryId)) fail(`offer ${ref.offer}: categoryId ${ref.categoryId} unknown`);
  return report;
}
