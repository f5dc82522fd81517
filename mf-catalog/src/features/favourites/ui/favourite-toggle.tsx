import { createCollectionToggle } from '../../../entities/product-collection';
import { favourites } from '../model/favourites';

/** The heart of a product or a marked-down item: pressed while it is in favourites. */
export const FavouriteToggle = createCollectionToggle(favourites, {
  label: 'В избранное',
  testId: 'catalog-favourite-toggle',
  icon: (pressed) => (
    <path
      d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
      fill={pressed ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  ),
});
