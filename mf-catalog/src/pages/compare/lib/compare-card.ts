import { fromProduct, type ProductCardItem } from '../../../entities/product';
import type { CompareItemAnswer } from '../../../shared/api/compare';
import type { CompareEntry } from '../model/compare-page';

/** A card of the server's comparison answer (prices already for the city). */
export function fromCompareCard(card: CompareItemAnswer): ProductCardItem {
  return {
    id: card.productId,
    title: card.title,
    path: card.path,
    image: card.image,
    price: card.available ? card.price : null,
    oldPrice: card.oldPrice,
    status: card.status,
    defectSerialNumber: card.defectSerialNumber,
    defectReason: card.defectReason,
  };
}

/** The card of a compared item, whichever source it came from. */
export const compareCard = (entry: CompareEntry, cityCode: number, now: Date): ProductCardItem =>
  'server' in entry ? fromCompareCard(entry.server) : fromProduct(entry.product, cityCode, now);
