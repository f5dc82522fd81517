import type { Queryable } from '../../db';
import type { PictureStore } from '../../providers/pictures';
import { exchangeRepository, type ExchangeSessionRow, type StagedItem } from '../../repositories/exchange';
import type { ServiceContext } from '../context';
import { applyGroups, applyProducts, applyProperties, CATALOGUE_LOCK, hideMissing } from './catalogue';
import type {
  CmlContext,
  StagedDocument,
  StagedGroup,
  StagedKind,
  StagedOffer,
  StagedPriceType,
  StagedProduct,
  StagedProperty,
  StagedWarehouse,
} from './commerceml';
import { applyDocuments } from './documents';
import { applyOffers, applyPriceTypes, applyWarehouses } from './offers';
import { count, type ImportReport } from './report';

/** A file the store cannot take as it is (not its XML: its meaning); the import fails with this text, nothing applied. */
export class ImportFileError extends Error {}

export interface ApplyEnv {
  ctx: Pick<ServiceContext, 'db' | 'repos' | 'settings'>;
  session: ExchangeSessionRow;
  importId: number;
  fileName: string;
  context: CmlContext;
  pictures: PictureStore;
  now: Date;
}

/** The order a parsed file is applied in: what products refer to (groups, properties) before them, price types and warehouses before offers. */
export const APPLY_ORDER: readonly StagedKind[] = ['group', 'property', 'price_type', 'warehouse', 'product', 'offer', 'document'];

/**
 * Items of a kind applied in one transaction. The groups of a file go in one (each statement that
 * adds or moves categories rebuilds the listings); goods and offers in batches a shopper sees
 * whole: a product with its categories, pictures and attributes, an offer with its prices and stock.
 */
export const BATCH_SIZES: Readonly<Record<StagedKind, number>> = {
  group: 1_000_000,
  property: 5000,
  price_type: 1000,
  warehouse: 1000,
  product: 500,
  offer: 1000,
  document: 200,
};

const data = <T>(items: StagedItem[]) => items.map((i) => i.data as unknown as T);

export async function applyBatch(tx: Queryable, env: ApplyEnv, kind: StagedKind, items: StagedItem[], report: ImportReport): Promise<void> {
  // One writer of the catalogue at a time, whichever session or instance: new ids are the largest + 1.
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK]);
  switch (kind) {
    case 'group':
      return applyGroups(tx, data<StagedGroup>(items), report);
    case 'property':
      return applyProperties(tx, data<StagedProperty>(items), report);
    case 'price_type':
      return applyPriceTypes(tx, data<StagedPriceType>(items), report);
    case 'warehouse':
      return applyWarehouses(tx, data<StagedWarehouse>(items), report);
    case 'product':
      return applyProducts(tx, env, data<StagedProduct>(items), report);
    case 'offer':
      return applyOffers(tx, env, data<StagedOffer>(items), report);
    case 'document':
      return applyDocuments(tx, data<StagedDocument>(items), env.now, report);
  }
}

/** A split package (import___<uuid>.xml): a full catalogue's rest is hidden at deactivate, after every part came. */
export const isSplitPackage = (name: string) => /(^|\/)[a-z]+___[^/]*$/i.test(name);

/**
 * The file's last step: a full catalogue (СодержитТолькоИзменения false) hides its products this
 * file did not send, a batch per step (null: nothing more to do). A split package leaves that to
 * mode=deactivate, when every part of the catalogue has come.
 */
export async function finishStep(tx: Queryable, env: ApplyEnv, state: Record<string, unknown>, report: ImportReport) {
  const catalog = env.context.catalog;
  if (!catalog?.id || catalog.onlyChanges) return null;
  if (isSplitPackage(env.fileName)) {
    await exchangeRepository(tx).addFullCatalog(env.session.id, catalog.id);
    return null;
  }
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CATALOGUE_LOCK]);
  const { hidden, more } = await hideMissing(tx, catalog.id, { importId: env.importId }, env.now);
  count(report, 'товаров скрыто (нет в полной выгрузке)', hidden);
  return more ? { ...state, hiding: true } : null;
}
