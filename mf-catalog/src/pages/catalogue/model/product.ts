import { $city, $session, citySelected, pageMetaChanged } from '@store/bus';
import { CATALOGUE_TYPE } from '@store/domain';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { fromListingItem, type ProductCardItem } from '../../../entities/product';
import { historyShown, productShown, productViewed } from '../../../entities/view-history';
import { reviewAdded } from '../../../features/rate-product';
import { fetchListingFx, fetchProductFx, fetchReviewsFx, isNotFound, type ProductAnswer, type ReviewsAnswer } from '../../../shared/api';
import { productMeta } from '../lib/product-meta';
import { productView, type ProductView } from '../lib/product-view';
import { $pathname, $productStatus, productLeft, productOpened, type ProductTarget } from './routes';

export { $pathname, $productStatus, productLeft, productOpened };
export type { ProductOpening, ProductTarget } from './routes';
/** «Повторить» after a failed load. */
export const productRetryClicked = createEvent();
/** The reviews changed (a review was added): load them again. */
export const reviewsChanged = createEvent<{ productId: number }>();
sample({ clock: reviewAdded, target: reviewsChanged });

export const SIMILAR_SHOWN = 8;
const REVIEWS_PAGE_SIZE = 10;

interface ProductRequest {
  id: number;
  cityId: number;
  defectSerialNumber: string | null;
}

const productFx = attach({ effect: fetchProductFx });
const reviewsFx = attach({ effect: fetchReviewsFx });
const similarFx = attach({ effect: fetchListingFx });

const $active = createStore(false)
  .on(productOpened, () => true)
  .on(productLeft, () => false);
export const $target = createStore<ProductTarget | null>(null).on(productOpened, (_, { productId, defectSerialNumber }) => ({
  productId,
  defectSerialNumber,
}));
/** A shopper opened the page and its view is not remembered yet: it is once the product is on screen. */
const $viewPending = createStore(false)
  .on(productOpened, (_, { opening }) => opening)
  .reset(productLeft);
const $request = createStore<ProductRequest | null>(null);
export const $product = createStore<ProductAnswer | null>(null);
export const $reviews = createStore<ReviewsAnswer | null>(null);
export const $similar = createStore<ProductCardItem[]>([]);
export const $similarLoading = similarFx.pending;

const keyOf = (request: ProductRequest | null) => JSON.stringify(request);

// Another product: the previous one's figures are not shown while the new one loads.
const targetChanged = sample({
  clock: productOpened,
  source: $product,
  filter: (product, target) =>
    product === null || product.id !== target.productId || product.defectSerialNumber !== target.defectSerialNumber,
  fn: (_, target) => target,
});
$product.on(targetChanged, () => null);
$similar.on(targetChanged, () => []);

const wanted = sample({
  clock: [productOpened, sample({ clock: [citySelected, productRetryClicked], filter: $active })],
  source: { city: $city, target: $target },
  filter: ({ city, target }) => city !== null && target !== null,
  fn: ({ city, target }): ProductRequest => ({
    id: target?.productId ?? 0,
    cityId: city?.cityId ?? 0,
    defectSerialNumber: target?.defectSerialNumber ?? null,
  }),
});
const requested = sample({
  clock: wanted,
  source: { current: $request, status: $productStatus },
  filter: ({ current, status }, next) => keyOf(current) !== keyOf(next) || status === 'error' || status === 'idle',
  fn: (_, next) => next,
});
$request.on(requested, (_, request) => request);
$productStatus.on(requested, () => 'loading');
sample({ clock: requested, target: productFx });

const loaded = sample({
  clock: productFx.done,
  source: $request,
  filter: (request, { params }) => keyOf(request) === keyOf(params),
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: productFx.fail,
  source: $request,
  filter: (request, { params }) => keyOf(request) === keyOf(params),
  fn: (_, { error }) => error,
});
$product.on(loaded, (_, product) => product);
$productStatus.on(loaded, () => 'ready').on(failed, (_, error) => (isNotFound(error) ? 'notFound' : 'error'));
$product.on(sample({ clock: failed, filter: isNotFound }), () => null);

/**
 * The opened product is on screen with its figures for the city: at once when the scope already
 * holds them (the server's data after hydration, a return to the page), else when they load. What
 * an opening does hangs here, so it does the same on either path.
 */
const presented = sample({
  clock: [productOpened, loaded],
  source: { active: $active, target: $target, request: $request, status: $productStatus, product: $product, city: $city },
  filter: ({ active, target, request, status, product, city }) =>
    active &&
    status === 'ready' &&
    product !== null &&
    request !== null &&
    target !== null &&
    request.id === target.productId &&
    request.defectSerialNumber === target.defectSerialNumber &&
    request.cityId === city?.cityId,
  fn: ({ product }) => product as ProductAnswer,
});

const viewed = sample({ clock: presented, filter: $viewPending });
$viewPending.reset(viewed);
// The card of «Вы смотрели» for this product is the page's own: no request for it.
sample({ clock: viewed, target: productShown });
sample({
  clock: viewed,
  fn: (product) => ({ id: product.id, defectSerialNumber: product.defectSerialNumber }),
  target: productViewed,
});
/** A shopper has the page open («Вы смотрели» under the product follows the city), not only the server. */
const $shown = createStore(false)
  .on(productOpened, (_, { opening }) => opening)
  .reset(productLeft);
sample({
  clock: [sample({ clock: productOpened, filter: ({ opening }) => opening }), sample({ clock: citySelected, filter: $shown })],
  target: historyShown,
});

// Reviews do not depend on the city: once per product (none is an answer too), and again when one is added.
const $reviewsOf = createStore<number | null>(null);
const otherReviews = sample({ clock: targetChanged, source: $reviewsOf, filter: (of, target) => of !== target.productId });
$reviews.on(otherReviews, () => null);
$reviewsOf.on(otherReviews, () => null);
sample({
  clock: productOpened,
  source: $reviewsOf,
  filter: (reviewsOf, target) => reviewsOf !== target.productId,
  fn: (_, target) => ({ productId: target.productId, page: 1, limit: REVIEWS_PAGE_SIZE }),
  target: reviewsFx,
});
sample({
  clock: reviewsChanged,
  source: $target,
  filter: (target, { productId }) => target?.productId === productId,
  fn: (_, { productId }) => ({ productId, page: 1, limit: REVIEWS_PAGE_SIZE }),
  target: reviewsFx,
});
const reviewsLoaded = sample({
  clock: reviewsFx.done,
  source: $target,
  filter: (target, { params }) => target?.productId === params.productId,
  fn: (_, { params, result }) => ({ productId: params.productId, reviews: result }),
});
$reviews.on(reviewsLoaded, (_, { reviews }) => reviews);
$reviewsOf.on(reviewsLoaded, (_, { productId }) => productId);

// Similar goods: the same category's listing for the city, without this product.
sample({
  clock: loaded,
  source: $city,
  filter: (city, product) => city !== null && product.categorySlugs.length > 0,
  fn: (city, product) => ({
    cityId: city?.cityId ?? 0,
    categorySlug: product.categorySlugs.join('/'),
    type: CATALOGUE_TYPE.NEW,
    sortPrice: 'DESC' as const,
    page: 1,
    limit: SIMILAR_SHOWN + 1,
  }),
  target: similarFx,
});
$similar.on(
  sample({
    clock: similarFx.done,
    source: { city: $city, product: $product },
    filter: ({ city, product }, { params }) =>
      city?.cityId === params.cityId && product !== null && product.categorySlugs.join('/') === params.categorySlug,
    fn: ({ product }, { result }) =>
      result.items
        .filter((item) => item.id !== product?.id)
        .slice(0, SIMILAR_SHOWN)
        .map((item) => fromListingItem(item, new Date())),
  }),
  (_, similar) => similar,
);

/** The product's figures for the selected city (and buyer type). */
export const $view = combine($product, $city, $session, (product, city, session): ProductView | null =>
  product && city ? productView(product, city.code, new Date(), session.user?.isLegal ?? false) : null,
);

sample({
  clock: [presented, reviewsLoaded],
  source: { product: $product, view: $view, reviews: $reviews, pathname: $pathname, active: $active },
  filter: ({ product, view, active }) => active && product !== null && view !== null,
  fn: ({ product, view, reviews, pathname }) => productMeta(product as ProductAnswer, view as ProductView, reviews, pathname),
  target: pageMetaChanged,
});
