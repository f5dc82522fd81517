import iconv from 'iconv-lite';
import yazl from 'yazl';

/**
 * CommerceML fixtures written from the published structure of the documents (EXCHANGE.md: the
 * 2.0x and 3.1 schemas' element names), no file copied from anywhere, and a client that speaks
 * 1C's side of the exchange over `app.inject` or, from the browser journeys, over HTTP.
 */

export const EXCHANGE_LOGIN = 'obmen-1c';
export const EXCHANGE_PASSWORD = 'Очень-длинный-пароль-обмена-2026';
export const exchangeSettings = { credentials: { login: EXCHANGE_LOGIN, password: EXCHANGE_PASSWORD } };

const esc = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tag = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null ? '' : `<${name}>${esc(value)}</${name}>`;

export interface GroupSpec {
  id: string;
  name: string;
  children?: GroupSpec[];
}
export interface PropertySpec {
  id: string;
  name: string;
  values?: Record<string, string>;
}
export interface ProductSpec {
  id: string;
  name?: string;
  sku?: string;
  description?: string;
  barcode?: string;
  groups?: string[];
  producer?: string;
  pictures?: string[];
  properties?: { id: string; value: string }[];
  requisites?: Record<string, string>;
  deleted?: boolean;
}
export interface OfferSpec {
  id: string;
  name?: string;
  prices?: { type: string; value: number }[];
  stock?: { warehouse: string; quantity: number }[];
  quantity?: number;
  characteristics?: Record<string, string>;
  /** The rests___ form: Остатки/Остаток/Склад(Ид, Количество). */
  rests?: { warehouse: string; quantity: number }[];
}

export interface RootOptions {
  version?: string;
  /** The namespace of 2.07+ (urn:1C.ru:commerceml_2), 3.1 (…_3), or none (2.03–2.05). */
  ns?: string | null;
  /** A prefix for the namespace (`cml:`), as some writers do. */
  prefix?: string;
}

/** A document with its declaration and root; `prefix` qualifies every element name. */
function root(body: string, options: RootOptions = {}, encoding = 'UTF-8'): string {
  const version = options.version ?? '2.10';
  const ns = options.ns === undefined ? 'urn:1C.ru:commerceml_2' : options.ns;
  const prefix = options.prefix ?? '';
  const xmlns = ns ? ` xmlns${prefix ? `:${prefix.replace(':', '')}` : ''}="${ns}"` : '';
  const qualified = prefix ? body.replace(/<(\/?)([А-Яа-яЁё][\wА-Яа-яЁё]*)/g, `<$1${prefix}$2`) : body;
  const rootName = `${prefix}КоммерческаяИнформация`;
  return `<?xml version="1.0" encoding="${encoding}"?>\n<${rootName}${xmlns} ВерсияСхемы="${version}" ДатаФормирования="2026-11-22T10:00:00">${qualified}</${rootName}>\n`;
}

const groupXml = (g: GroupSpec): string =>
  `<Группа>${tag('Ид', g.id)}${tag('Наименование', g.name)}${g.children?.length ? `<Группы>${g.children.map(groupXml).join('')}</Группы>` : ''}</Группа>`;

const propertyXml = (p: PropertySpec) =>
  `<Свойство>${tag('Ид', p.id)}${tag('Наименование', p.name)}${tag('ТипЗначений', p.values ? 'Справочник' : 'Строка')}${
    p.values
      ? `<ВариантыЗначений>${Object.entries(p.values)
          .map(([id, value]) => `<Справочник>${tag('ИдЗначения', id)}${tag('Значение', value)}</Справочник>`)
          .join('')}</ВариантыЗначений>`
      : ''
  }</Свойство>`;

export const productXml = (p: ProductSpec) =>
  `<Товар${p.deleted ? ' Статус="Удален"' : ''}>${tag('Ид', p.id)}${tag('Штрихкод', p.barcode)}${tag('Артикул', p.sku)}${tag('Наименование', p.name)}<БазоваяЕдиница Код="796">шт</БазоваяЕдиница>${
    p.groups ? `<Группы>${p.groups.map((g) => tag('Ид', g)).join('')}</Группы>` : ''
  }${tag('Описание', p.description)}${(p.pictures ?? []).map((pic) => tag('Картинка', pic)).join('')}${
    p.producer ? `<Изготовитель>${tag('Ид', `m-${p.producer}`)}${tag('Наименование', p.producer)}</Изготовитель>` : ''
  }${
    p.properties
      ? `<ЗначенияСвойств>${p.properties.map((v) => `<ЗначенияСвойства>${tag('Ид', v.id)}${tag('Значение', v.value)}</ЗначенияСвойства>`).join('')}</ЗначенияСвойств>`
      : ''
  }${
    p.requisites
      ? `<ЗначенияРеквизитов>${Object.entries(p.requisites)
          .map(([n, v]) => `<ЗначениеРеквизита>${tag('Наименование', n)}${tag('Значение', v)}</ЗначениеРеквизита>`)
          .join('')}</ЗначенияРеквизитов>`
      : ''
  }</Товар>`;

export interface ImportSpec extends RootOptions {
  catalogId?: string;
  classifierId?: string;
  onlyChanges?: boolean;
  groups?: GroupSpec[];
  properties?: PropertySpec[];
  products?: ProductSpec[];
  /** Leave Каталог out (a classifier-only import___ part). */
  noCatalog?: boolean;
}

/** import.xml: Классификатор (groups, properties) and Каталог (goods). */
export function importXml(spec: ImportSpec): string {
  const classifierId = spec.classifierId ?? 'cls-1';
  const classifier = `<Классификатор>${tag('Ид', classifierId)}${tag('Наименование', 'Классификатор (Основной каталог товаров)')}${
    spec.groups ? `<Группы>${spec.groups.map(groupXml).join('')}</Группы>` : ''
  }${spec.properties ? `<Свойства>${spec.properties.map(propertyXml).join('')}</Свойства>` : ''}</Классификатор>`;
  const catalog = spec.noCatalog
    ? ''
    : `<Каталог СодержитТолькоИзменения="${spec.onlyChanges ? 'true' : 'false'}">${tag('Ид', spec.catalogId ?? 'cat-1')}${tag('ИдКлассификатора', classifierId)}${tag(
        'Наименование',
        'Основной каталог товаров',
      )}<Товары>${(spec.products ?? []).map(productXml).join('')}</Товары></Каталог>`;
  return root(classifier + catalog, spec);
}

export const offerXml = (o: OfferSpec) =>
  `<Предложение>${tag('Ид', o.id)}${tag('Наименование', o.name)}${
    o.characteristics
      ? `<ХарактеристикиТовара>${Object.entries(o.characteristics)
          .map(([n, v]) => `<ХарактеристикаТовара>${tag('Наименование', n)}${tag('Значение', v)}</ХарактеристикаТовара>`)
          .join('')}</ХарактеристикиТовара>`
      : ''
  }${
    o.prices
      ? `<Цены>${o.prices
          .map(
            (p) =>
              `<Цена><Представление>${esc(p.value)} RUB за шт</Представление>${tag('ИдТипаЦены', p.type)}${tag('ЦенаЗаЕдиницу', String(p.value).replace('.', ','))}${tag('Валюта', 'RUB')}${tag('Единица', 'шт')}${tag('Коэффициент', 1)}</Цена>`,
          )
          .join('')}</Цены>`
      : ''
  }${tag('Количество', o.quantity)}${(o.stock ?? []).map((s) => `<Склад ИдСклада="${esc(s.warehouse)}" КоличествоНаСкладе="${s.quantity}"/>`).join('')}${
    o.rests
      ? `<Остатки><Остаток>${o.rests.map((r) => `<Склад>${tag('Ид', r.warehouse)}${tag('Количество', r.quantity)}</Склад>`).join('')}</Остаток></Остатки>`
      : ''
  }</Предложение>`;

export interface OffersSpec extends RootOptions {
  catalogId?: string;
  onlyChanges?: boolean;
  /** ИзмененияПакетаПредложений instead of ПакетПредложений. */
  changesPackage?: boolean;
  priceTypes?: { id: string; name: string }[];
  warehouses?: { id: string; name: string }[];
  offers: OfferSpec[];
}

/** offers.xml (or prices___/rests___): ПакетПредложений with price types, warehouses and offers. */
export function offersXml(spec: OffersSpec): string {
  const element = spec.changesPackage ? 'ИзмененияПакетаПредложений' : 'ПакетПредложений';
  const catalogId = spec.catalogId ?? 'cat-1';
  const body = `<${element} СодержитТолькоИзменения="${spec.onlyChanges ? 'true' : 'false'}">${tag('Ид', `${catalogId}#`)}${tag('Наименование', 'Пакет предложений')}${tag(
    'ИдКаталога',
    catalogId,
  )}${tag('ИдКлассификатора', 'cls-1')}${
    spec.priceTypes
      ? `<ТипыЦен>${spec.priceTypes.map((t) => `<ТипЦены>${tag('Ид', t.id)}${tag('Наименование', t.name)}${tag('Валюта', 'RUB')}</ТипЦены>`).join('')}</ТипыЦен>`
      : ''
  }${
    spec.warehouses
      ? `<Склады>${spec.warehouses.map((w) => `<Склад>${tag('Ид', w.id)}${tag('Наименование', w.name)}</Склад>`).join('')}</Склады>`
      : ''
  }<Предложения>${spec.offers.map(offerXml).join('')}</Предложения></${element}>`;
  return root(body, spec);
}

export interface DocumentSpec {
  id: string;
  number?: string;
  requisites?: Record<string, string>;
  deleted?: boolean;
}

/** 1C's orders back: Документ per order with its requisites. */
export function documentsXml(documents: DocumentSpec[], options: RootOptions = {}): string {
  return root(
    documents
      .map(
        (d) =>
          `<Документ>${tag('Ид', d.id)}${tag('Номер', d.number ?? d.id)}${tag('Дата', '2026-11-22')}${tag('ХозОперация', 'Заказ товара')}${tag('Роль', 'Продавец')}${tag(
            'Валюта',
            'RUB',
          )}${d.deleted ? tag('ПометкаУдаления', 'true') : ''}<ЗначенияРеквизитов>${Object.entries(d.requisites ?? {})
            .map(([n, v]) => `<ЗначениеРеквизита>${tag('Наименование', n)}${tag('Значение', v)}</ЗначениеРеквизита>`)
            .join('')}</ЗначенияРеквизитов></Документ>`,
      )
      .join(''),
    options,
  );
}

/** The same document in windows-1251, as 1C-Bitrix writes it. */
export const windows1251 = (xml: string) => iconv.encode(xml.replace('encoding="UTF-8"', 'encoding="windows-1251"'), 'win1251');
/** UTF-8 with the BOM 1C writes. */
export const withBom = (xml: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml, 'utf8')]);

/** A zip of these files (names as given), as 1C sends with zip=yes. */
export function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (d: Buffer) => parts.push(d));
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    zip.outputStream.on('error', reject);
  });
}

/** A tiny valid JPEG-named picture (bytes of its own per seed: the store keys pictures by content). */
export const picture = (seed: string) => Buffer.from(`\xff\xd8\xff\xe0 picture ${seed} \xff\xd9`, 'latin1');

export interface Answer {
  status: number;
  body: string;
  lines: string[];
  headers: Record<string, unknown>;
}

/** How the client reaches the exchange: a Fastify app's `inject`, or `httpTransport` to a running store. */
export interface ExchangeTransport {
  inject(request: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    payload?: Buffer;
  }): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
}

/** The exchange of a running store at `baseUrl` (its shell's address: 1C comes through the `/api` proxy). */
export const httpTransport = (baseUrl: string): ExchangeTransport => ({
  async inject({ method, url, headers, payload }) {
    const response = await fetch(`${baseUrl}${url}`, { method, headers, ...(payload ? { body: new Uint8Array(payload) } : {}) });
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => (answered[name] = value));
    return { statusCode: response.status, body: await response.text(), headers: answered };
  },
});

/** 1C's side of the exchange: checkauth, then the cookie on every request. */
export class ExchangeClient {
  cookie = '';
  constructor(
    readonly app: ExchangeTransport,
    readonly type: 'catalog' | 'sale' = 'catalog',
    readonly credentials = { login: EXCHANGE_LOGIN, password: EXCHANGE_PASSWORD },
  ) {}

  private async send(
    method: 'GET' | 'POST',
    query: Record<string, string>,
    payload?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const url = `/api/exchange/1c?${new URLSearchParams({ type: this.type, ...query }).toString()}`;
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(payload ? { 'content-type': 'application/octet-stream' } : {}),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });
    const body = response.body;
    return { status: response.statusCode, body, lines: body.split('\n'), headers: response.headers };
  }

  get(mode: string, query: Record<string, string> = {}, headers?: Record<string, string>) {
    return this.send('GET', { mode, ...query }, undefined, headers);
  }

  async checkauth(): Promise<Answer> {
    const basic = Buffer.from(`${this.credentials.login}:${this.credentials.password}`).toString('base64');
    const answer = await this.get('checkauth', {}, { authorization: `Basic ${basic}` });
    if (answer.lines[0] === 'success') this.cookie = `${answer.lines[1]}=${answer.lines[2]}`;
    return answer;
  }

  /** A file as 1C sends it: POSTs of at most `chunk` bytes to one name. */
  async upload(name: string, content: Buffer | string, chunk = 1_000_000): Promise<Answer[]> {
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const answers: Answer[] = [];
    for (let start = 0; start < bytes.length; start += chunk) {
      answers.push(await this.send('POST', { mode: 'file', filename: name }, bytes.subarray(start, start + chunk)));
    }
    return answers;
  }

  /** mode=import repeated while it answers progress; every answer kept. */
  async importUntilDone(filename: string, max = 500): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let i = 0; i < max; i += 1) {
      const answer = await this.get('import', { filename });
      answers.push(answer);
      if (answer.lines[0] !== 'progress') return answers;
    }
    throw new Error(`import of ${filename} still in progress after ${max} calls`);
  }

  /** checkauth, init, the files, and each XML imported to its end: the answers of the imports. */
  async session(files: Record<string, Buffer | string>, chunk?: number): Promise<Record<string, Answer>> {
    await this.checkauth();
    await this.get('init');
    for (const [name, content] of Object.entries(files)) await this.upload(name, content, chunk);
    const results: Record<string, Answer> = {};
    for (const name of Object.keys(files)) {
      if (!/\.xml$/i.test(name)) continue;
      const answers = await this.importUntilDone(name);
      results[name] = answers[answers.length - 1]!;
    }
    return results;
  }
}
