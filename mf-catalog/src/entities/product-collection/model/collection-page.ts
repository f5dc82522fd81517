import type { Product } from '@store/api-client';
import { $session, citySelected, pageMetaChanged, type PageContext } from '@store/bus';
import { itemKey, sameItem, type ItemRef } from '@store/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import type { ProductCollection } from './collection';

/** One item as a page draws it: the server's card (signed in), or a visitor's product answer for the city. */
export type CollectionEntry<Card extends ItemRef> = { item: ItemRef; server: Card } | { item: ItemRef; product: Product };

export type CollectionPageStatus = 'loading' | 'ready' | 'empty' | 'error';

interface CollectionPageConfig<Card extends ItemRef> {
  /** The page's title and path for the head and the breadcrumbs. */
  meta: { title: string; path: string };
  /** How many of the entries the page can draw (all by default). */
  shown?: (entries: CollectionEntry<Card>[]) => number;
}

/**
 * The page of a collection (`/favorite`, `/compare`): its cards for the selected city, loaded when
 * it opens, again for another city and on «Повторить»; the items in the list's order (newest first),
 * a removed one gone at once.
 */
export function createCollectionPage<Card extends ItemRef>(
  collection: ProductCollection<Card>,
  { meta, shown = (entries) => entries.length }: CollectionPageConfig<Card>,
) {
  const pageStarted = createEvent<PageContext>();
  const retryClicked = createEvent();

  const $started = createStore(false, { sid: `catalog${meta.path}.started` }).on(pageStarted, () => true);
  const $isAuth = $session.map((session) => session.isAuth);
  const { readLocalFx } = collection.storage;

  sample({ clock: pageStarted, fn: () => meta, target: pageMetaChanged });
  // Collections may start after this page on a first visit: the local copy is read here too, once.
  sample({ clock: pageStarted, source: collection.$restored, filter: (restored) => !restored, target: readLocalFx });
  sample({
    clock: [
      pageStarted,
      retryClicked,
      sample({ clock: readLocalFx.done, filter: $started }),
      sample({ clock: citySelected, filter: $started }),
    ],
    target: collection.cardsRequested,
  });

  const $productsFailed = createStore(false, { sid: `catalog${meta.path}.productsFailed` })
    .on(collection.productsFx.fail, () => true)
    .reset(collection.productsFx.done);

  const $entries = combine(
    $isAuth,
    collection.$items,
    collection.$server,
    collection.$products,
    (isAuth, list, server, products): CollectionEntry<Card>[] =>
      list.flatMap((item): CollectionEntry<Card>[] => {
        if (isAuth) {
          const card = server.find((c) => sameItem(c, item));
          return card ? [{ item, server: card }] : [];
        }
        const product = products[itemKey(item)]?.product;
        return product ? [{ item, product }] : [];
      }),
  );

  const $status = combine(
    {
      restored: collection.$restored,
      isAuth: $isAuth,
      list: collection.$items,
      entries: $entries,
      serverPending: collection.loadFx.pending,
      serverFailed: collection.$serverFailed,
      localPending: collection.productsFx.pending,
      localFailed: $productsFailed,
    },
    ({ restored, isAuth, list, entries, serverPending, serverFailed, localPending, localFailed }): CollectionPageStatus => {
      if (!restored) return 'loading';
      if (list.length === 0) return 'empty';
      if (shown(entries) > 0) return 'ready';
      if (isAuth ? serverFailed : localFailed) return 'error';
      // Kept items whose products are all gone leave nothing to show.
      return (isAuth ? serverPending : localPending) ? 'loading' : 'empty';
    },
  );

  return { pageStarted, retryClicked, $entries, $status };
}
