import { child, childText, children, XmlFileError, type XmlNode, type XmlVisitor } from '../../lib/xml-items';

/**
 * CommerceML 2.03–2.10 and 3.1 (namespace or none: names are read without their prefix) as the
 * staging rows of an import: every item checked and normalised here, so that a bad file fails
 * before anything of it is applied (EXCHANGE.md gathers the structures).
 */

/** The file's own facts outside its items, kept with the import's checkpoint. */
export interface CmlContext {
  root: boolean;
  version?: string;
  classifierId?: string;
  catalog?: { id?: string; classifierId?: string; onlyChanges: boolean };
  offers?: { id?: string; catalogId?: string; onlyChanges: boolean };
  documents?: boolean;
}

export interface StagedGroup {
  id: string;
  name: string;
  parent: string | null;
  sort: number;
}
export interface StagedProperty {
  id: string;
  name: string;
  type: string | null;
  values: Record<string, string>;
}
export interface StagedPriceType {
  id: string;
  name: string;
  currency: string | null;
}
export interface StagedWarehouse {
  id: string;
  name: string;
  address: string | null;
}
export interface NameValue {
  name: string;
  value: string;
}
export interface StagedProduct {
  id: string;
  /** Каталог/Ид of the file (null: a file with no Каталог/Ид). */
  catalog: string | null;
  deleted: boolean;
  name: string | null;
  sku: string | null;
  description: string | null;
  barcode: string | null;
  /** null: the element had no Группы (the product's categories stay). */
  groups: string[] | null;
  producer: string | null;
  /** null: no Картинка (the pictures stay). */
  pictures: string[] | null;
  /** null: no ЗначенияСвойств (the attributes stay). */
  properties: { id: string; values: string[] }[] | null;
  requisites: NameValue[];
  characteristics: NameValue[];
}
export interface StagedOffer {
  id: string;
  product: string;
  characteristic: string | null;
  name: string | null;
  sku: string | null;
  /** null: no Цены (the prices stay). */
  prices: { type: string; value: number; currency: string | null }[] | null;
  /** null: no stock in the offer; warehouse null: Количество without a warehouse. */
  stock: { warehouse: string | null; quantity: number }[] | null;
  characteristics: NameValue[];
}
export interface StagedDocument {
  id: string;
  number: string | null;
  date: string | null;
  operation: string | null;
  deleted: boolean;
  /** ЗначенияРеквизитов and the document's own leaf elements (3.1's Номер1С, Отгружен…), by name. */
  requisites: NameValue[];
}

export type StagedKind = 'group' | 'property' | 'price_type' | 'warehouse' | 'product' | 'offer' | 'document';

export interface StagedRecord {
  kind: StagedKind;
  data: object;
}

const ROOT = 'КоммерческаяИнформация';
const OFFER_PACKAGES = new Set(['ПакетПредложений', 'ИзмененияПакетаПредложений']);
/** Ид is Идентификатор80 in the schemas; an offer's `<product>#<characteristic>` is two of them. */
const ID_MAX = 200;
const NAME_MAX = 1000;
const TEXT_MAX = 200_000;

const isTrue = (text: string) => /^(true|истина|да|1)$/i.test(text.trim());

function id(node: XmlNode, what: string): string {
  const value = childText(node, 'Ид');
  if (!value) throw new XmlFileError(`${what} без Ид`);
  if (value.length > ID_MAX) throw new XmlFileError(`${what}: Ид длиннее ${ID_MAX} символов`);
  return value;
}

const limited = (text: string, max: number, what: string): string => {
  if (text.length > max) throw new XmlFileError(`${what}: текст длиннее ${max} символов`);
  return text;
};

/** A number as 1C writes it (a comma or a point, spaces between thousands); a bad one fails the file. */
export function cmlNumber(text: string, what: string): number {
  const value = Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value)) throw new XmlFileError(`${what}: «${text.slice(0, 40)}» — не число`);
  return value;
}

const nameValues = (list: XmlNode | undefined, itemName: string): NameValue[] =>
  children(list, itemName)
    .map((n) => ({ name: childText(n, 'Наименование'), value: childText(n, 'Значение') }))
    .filter((n) => n.name);

function groups(node: XmlNode, parent: string | null, out: StagedGroup[]): void {
  const groupId = id(node, 'Группа');
  const name = limited(childText(node, 'Наименование'), NAME_MAX, `Группа ${groupId}`);
  if (!name) throw new XmlFileError(`Группа ${groupId} без Наименование`);
  out.push({ id: groupId, name, parent, sort: out.length });
  for (const nested of children(child(node, 'Группы'), 'Группа')) groups(nested, groupId, out);
}

function property(node: XmlNode): StagedProperty {
  const propertyId = id(node, 'Свойство');
  const values: Record<string, string> = {};
  const variants = child(node, 'ВариантыЗначений');
  for (const entry of children(variants, 'Справочник')) {
    const valueId = childText(entry, 'ИдЗначения');
    if (valueId) values[valueId] = childText(entry, 'Значение');
  }
  return {
    id: propertyId,
    name: limited(childText(node, 'Наименование') || propertyId, NAME_MAX, `Свойство ${propertyId}`),
    type: childText(node, 'ТипЗначений') || null,
    values,
  };
}

function product(node: XmlNode, catalog: string | null): StagedProduct {
  const productId = id(node, 'Товар');
  const deleted = node.attrs['Статус'] === 'Удален' || isTrue(childText(node, 'ПометкаУдаления'));
  const name = childText(node, 'Наименование');
  if (!name && !deleted) throw new XmlFileError(`Товар ${productId} без Наименование`);
  const producerNode = child(node, 'Изготовитель');
  const groupsNode = child(node, 'Группы');
  const propertiesNode = child(node, 'ЗначенияСвойств');
  const pictures = children(node, 'Картинка')
    .map((n) => n.text)
    .filter(Boolean);
  return {
    id: productId,
    catalog,
    deleted,
    name: name ? limited(name, NAME_MAX, `Товар ${productId}`) : null,
    sku: childText(node, 'Артикул') ? limited(childText(node, 'Артикул'), 100, `Товар ${productId}: Артикул`) : null,
    description: child(node, 'Описание') ? limited(childText(node, 'Описание'), TEXT_MAX, `Товар ${productId}: Описание`) : null,
    barcode: childText(node, 'Штрихкод') || null,
    groups: groupsNode
      ? children(groupsNode, 'Ид')
          .map((n) => n.text)
          .filter(Boolean)
      : null,
    producer: producerNode ? childText(producerNode, 'Наименование') || producerNode.text || null : null,
    pictures: pictures.length > 0 ? pictures : null,
    properties: propertiesNode
      ? children(propertiesNode, 'ЗначенияСвойства')
          .map((n) => ({
            id: childText(n, 'Ид'),
            values: children(n, 'Значение')
              .map((v) => v.text)
              .filter(Boolean),
          }))
          .filter((p) => p.id)
      : null,
    requisites: [
      ...nameValues(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита'),
      // 3.1 and some configurations write the weight as an element of its own.
      ...(childText(node, 'Вес') ? [{ name: 'Вес', value: childText(node, 'Вес') }] : []),
    ],
    characteristics: nameValues(child(node, 'ХарактеристикиТовара'), 'ХарактеристикаТовара'),
  };
}

function offer(node: XmlNode): StagedOffer {
  const offerId = id(node, 'Предложение');
  const hash = offerId.indexOf('#');
  const what = `Предложение ${offerId}`;
  const pricesNode = child(node, 'Цены');
  const stock: { warehouse: string | null; quantity: number }[] = [];
  let hasStock = false;
  for (const warehouse of children(node, 'Склад')) {
    const warehouseId = warehouse.attrs['ИдСклада'] ?? childText(warehouse, 'Ид');
    const quantity = warehouse.attrs['КоличествоНаСкладе'] ?? childText(warehouse, 'Количество');
    if (!warehouseId) throw new XmlFileError(`${what}: Склад без ИдСклада`);
    stock.push({ warehouse: warehouseId, quantity: cmlNumber(quantity ?? '', `${what}: количество на складе`) });
    hasStock = true;
  }
  for (const rest of children(child(node, 'Остатки'), 'Остаток')) {
    hasStock = true;
    const warehouses = children(rest, 'Склад');
    for (const warehouse of warehouses) {
      const warehouseId = childText(warehouse, 'Ид');
      if (!warehouseId) throw new XmlFileError(`${what}: Остаток на складе без Ид`);
      stock.push({ warehouse: warehouseId, quantity: cmlNumber(childText(warehouse, 'Количество'), `${what}: остаток`) });
    }
    if (warehouses.length === 0 && childText(rest, 'Количество')) {
      stock.push({ warehouse: null, quantity: cmlNumber(childText(rest, 'Количество'), `${what}: остаток`) });
    }
  }
  if (!hasStock && childText(node, 'Количество')) {
    stock.push({ warehouse: null, quantity: cmlNumber(childText(node, 'Количество'), `${what}: Количество`) });
    hasStock = true;
  }
  return {
    id: offerId,
    product: hash < 0 ? offerId : offerId.slice(0, hash),
    characteristic: hash < 0 ? null : offerId.slice(hash + 1) || null,
    name: childText(node, 'Наименование') || null,
    sku: childText(node, 'Артикул') || null,
    prices: pricesNode
      ? children(pricesNode, 'Цена').map((price) => {
          const type = childText(price, 'ИдТипаЦены');
          if (!type) throw new XmlFileError(`${what}: Цена без ИдТипаЦены`);
          return {
            type,
            value: cmlNumber(childText(price, 'ЦенаЗаЕдиницу'), `${what}: ЦенаЗаЕдиницу`),
            currency: childText(price, 'Валюта') || null,
          };
        })
      : null,
    stock: hasStock ? stock : null,
    characteristics: [
      ...nameValues(child(node, 'ХарактеристикиТовара'), 'ХарактеристикаТовара'),
      ...children(child(node, 'ЗначенияСвойств'), 'ЗначенияСвойства').map((n) => ({
        name: childText(n, 'Наименование') || childText(n, 'Ид'),
        value: childText(n, 'Значение'),
      })),
    ],
  };
}

function document(node: XmlNode): StagedDocument {
  const documentId = id(node, 'Документ');
  const requisites = nameValues(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита');
  // 3.1 writes the facts 1C sends back as the document's own elements.
  for (const leaf of node.children) if (leaf.children.length === 0 && leaf.text) requisites.push({ name: leaf.name, value: leaf.text });
  return {
    id: documentId,
    number: childText(node, 'Номер') || null,
    date: childText(node, 'Дата') || null,
    operation: childText(node, 'ХозОперация') || null,
    deleted: isTrue(childText(node, 'ПометкаУдаления')),
    requisites,
  };
}

const same = (path: readonly string[], ...names: string[]) => path.length === names.length && names.every((n, i) => n === path[i]);
const offerPackage = (path: readonly string[]) => path.length >= 2 && OFFER_PACKAGES.has(path[1]!);

/**
 * The visitor of one CommerceML file: items as staging records into `sink`, the file's own facts
 * into `context` (kept between steps). `stopAfter` is asked after each item whether this step has
 * read enough.
 */
export function commerceMlVisitor(context: CmlContext, sink: (record: StagedRecord) => void, stopAfter: () => boolean): XmlVisitor {
  return {
    isItem(path) {
      if (path.length < 2) return false;
      const [, section, list, item] = path;
      if (section === 'Классификатор' && path.length === 4) {
        return (
          (list === 'Группы' && item === 'Группа') ||
          (list === 'Свойства' && (item === 'Свойство' || item === 'СвойствоНоменклатуры')) ||
          (list === 'ТипыЦен' && item === 'ТипЦены') ||
          (list === 'Склады' && item === 'Склад')
        );
      }
      if (section === 'Каталог') return same(path, ROOT, 'Каталог', 'Товары', 'Товар');
      if (offerPackage(path) && path.length === 4) {
        return (
          (list === 'ТипыЦен' && item === 'ТипЦены') ||
          (list === 'Склады' && item === 'Склад') ||
          (list === 'Предложения' && item === 'Предложение')
        );
      }
      return same(path, ROOT, 'Документ') || same(path, ROOT, 'Контейнер', 'Документ');
    },
    open(path, attrs) {
      if (path.length === 1) {
        if (path[0] !== ROOT) throw new XmlFileError(`корневой элемент «${path[0]}», а нужен ${ROOT}`);
        context.root = true;
        context.version = attrs['ВерсияСхемы'] ?? context.version;
      } else if (same(path, ROOT, 'Каталог')) {
        context.catalog = { ...context.catalog, onlyChanges: isTrue(attrs['СодержитТолькоИзменения'] ?? '') };
      } else if (path.length === 2 && offerPackage(path)) {
        // ИзмененияПакетаПредложений is changes only whatever it says (EXCHANGE.md).
        const changes = path[1] === 'ИзмененияПакетаПредложений';
        context.offers = { ...context.offers, onlyChanges: changes || isTrue(attrs['СодержитТолькоИзменения'] ?? '') };
      }
    },
    field(path, text) {
      if (same(path, ROOT, 'Классификатор', 'Ид')) context.classifierId = text;
      else if (same(path, ROOT, 'Каталог', 'Ид')) context.catalog = { onlyChanges: false, ...context.catalog, id: text };
      else if (same(path, ROOT, 'Каталог', 'ИдКлассификатора'))
        context.catalog = { onlyChanges: false, ...context.catalog, classifierId: text };
      else if (same(path, ROOT, 'Каталог', 'СодержитТолькоИзменения')) context.catalog = { ...context.catalog, onlyChanges: isTrue(text) };
      else if (path.length === 3 && offerPackage(path)) {
        const offers = { onlyChanges: false, ...context.offers };
        if (path[2] === 'Ид') offers.id = text;
        else if (path[2] === 'ИдКаталога') offers.catalogId = text;
        else if (path[2] === 'СодержитТолькоИзменения') offers.onlyChanges = offers.onlyChanges || isTrue(text);
        context.offers = offers;
      }
    },
    item(path, node) {
      const [, section, list] = path;
      if (section === 'Документ' || section === 'Контейнер') {
        context.documents = true;
        sink({ kind: 'document', data: document(node) });
      } else if (list === 'Группы') {
        const out: StagedGroup[] = [];
        groups(node, null, out);
        for (const group of out) sink({ kind: 'group', data: group });
      } else if (list === 'Свойства') {
        sink({ kind: 'property', data: property(node) });
      } else if (list === 'ТипыЦен') {
        const type: StagedPriceType = {
          id: id(node, 'ТипЦены'),
          name: childText(node, 'Наименование') || childText(node, 'Ид'),
          currency: childText(node, 'Валюта') || null,
        };
        sink({ kind: 'price_type', data: type });
      } else if (list === 'Склады') {
        const warehouse: StagedWarehouse = {
          id: id(node, 'Склад'),
          name: childText(node, 'Наименование') || childText(node, 'Ид'),
          address: childText(child(node, 'Адрес'), 'Представление') || childText(node, 'Адрес') || null,
        };
        sink({ kind: 'warehouse', data: warehouse });
      } else if (list === 'Товары') {
        sink({ kind: 'product', data: product(node, context.catalog?.id ?? null) });
      } else if (list === 'Предложения') {
        sink({ kind: 'offer', data: offer(node) });
      }
      return stopAfter();
    },
  };
}
