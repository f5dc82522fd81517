import { crossedOutPrice } from '@store/domain';
import { fromProduct, type ProductCardItem } from '../../product/@x/product-collection';
import type { FavouriteCardAnswer } from '../../../shared/api/collections';
import type { CollectionEntry } from '../model/collection-page';

/** What every collection's server card carries (the comparison's adds what its table shows). */
export type ServerCard = FavouriteCardAnswer;

/** A card of the server's answer (prices already for the city). */
export function fromServerCard(card: ServerCard): ProductCardItem {
  return {
    id: card.productId,
    title: card.title,
    path: card.path,
    image: card.image,
    price: card.available ? card.price : null,
    oldPrice: crossedOutPrice(card.price, card.priceRetail),
    status: card.status,
    defectSerialNumber: card.defectSerialNumber,
    defectReason: card.defectReason,
  };
}

/** The card of an item, whichever source it came from. */
export const collectionCard = <Card extends ServerCard>(entry: CollectionEntry<Card>, cityCode: number, now: Date): ProductCardItem =>
  'server' in entry ? fromServerCard(entry.server) : fromProduct(entry.product, cityCode, now);
