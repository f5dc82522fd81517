import { crossedOutPrice } from '@store/domain';
import { fromProduct, type ProductCardItem } from '../../../entities/product';
import type { FavouriteCardAnswer } from '../../../shared/api/favourites';
import type { FavouriteEntry } from '../model/favourites-page';

/** A card of the server's favourites answer (prices already for the city). */
export function fromFavouriteCard(card: FavouriteCardAnswer): ProductCardItem {
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

/** The card of a favourite, whichever source it came from. */
export const favouriteCard = (entry: FavouriteEntry, cityCode: number, now: Date): ProductCardItem =>
  'server' in entry ? fromFavouriteCard(entry.server) : fromProduct(entry.product, cityCode, now);
