import { formatDisplayDate } from '@store/domain';
import { RatingStars } from '@store/ui';
import { useUnit } from 'effector-react';
import { RateProductButton } from '../../../features/rate-product';
import { $reviews } from '../model/product';

/** Reviews of the product, newest first, with the average in half stars. */
export function ProductReviews({ productId }: { productId: number }) {
  const reviews = useUnit($reviews);
  return (
    <section
      className="catalog-product__section"
      id="catalog-reviews"
      aria-labelledby="catalog-reviews-title"
      data-testid="catalog-reviews"
    >
      <div className="catalog-product__section-head">
        <h2 id="catalog-reviews-title" className="catalog-product__subtitle">
          Отзывы{reviews && reviews.count > 0 ? ` (${reviews.count})` : ''}
        </h2>
        <RateProductButton productId={productId} />
      </div>
      {reviews && reviews.average !== null && <RatingStars value={reviews.average} count={reviews.count} />}
      {reviews && reviews.items.length === 0 && <p className="catalog-product__muted">Отзывов пока нет. Будьте первым!</p>}
      {reviews && reviews.items.length > 0 && (
        <ul className="catalog-reviews">
          {reviews.items.map((review) => (
            <li key={review.id} className="catalog-review" data-testid="catalog-review">
              <div className="catalog-review__head">
                <strong>{review.authorName}</strong>
                <time dateTime={review.createdAt}>{formatDisplayDate(review.createdAt)}</time>
              </div>
              <RatingStars value={review.score} size="sm" />
              {review.advantages && (
                <p>
                  <strong>Достоинства:</strong> {review.advantages}
                </p>
              )}
              {review.disadvantages && (
                <p>
                  <strong>Недостатки:</strong> {review.disadvantages}
                </p>
              )}
              {review.comment && (
                <p>
                  <strong>Комментарий:</strong> {review.comment}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
