import type { PageMeta } from '@store/bus';
import { imageUrl } from '@store/ui';
import { cityStatus, productAnswerPath } from '../../../entities/product';
import type { ProductAnswer, ReviewsAnswer } from '../../../shared/api';
import type { ProductView } from './product-view';

const AVAILABILITY: Record<string, string> = {
  inStock: 'https://schema.org/InStock',
  toOrder: 'https://schema.org/PreOrder',
  onWay: 'https://schema.org/PreOrder',
};

/** Head tags and the last crumb: a schema.org Product with the offer of the selected city. */
export function productMeta(product: ProductAnswer, view: ProductView, reviews: ReviewsAnswer | null, pathname: string): PageMeta {
  const path = productAnswerPath(product);
  const image = view.images[0] ? imageUrl(view.images[0], 640) : undefined;
  const description = [product.producer, ...view.attributes.slice(0, 4).map(([name, value]) => `${name}: ${value}`)]
    .filter(Boolean)
    .join(', ');
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    ...(image ? { image: [image] } : {}),
    ...(product.producer ? { brand: { '@type': 'Brand', name: product.producer } } : {}),
    ...(view.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: view.price,
            priceCurrency: 'RUB',
            url: path,
            availability: AVAILABILITY[cityStatus(product.status, product.totalQuantity)] ?? 'https://schema.org/InStock',
            itemCondition: product.defectSerialNumber ? 'https://schema.org/DamagedCondition' : 'https://schema.org/NewCondition',
          },
        }
      : {}),
    ...(reviews && reviews.average !== null && reviews.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count } }
      : {}),
  };
  return {
    title: product.title,
    description: `${product.title}${description ? `: ${description}` : ''}`,
    canonical: path,
    image,
    jsonLd,
    path: pathname,
  };
}
