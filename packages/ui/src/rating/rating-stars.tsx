import { formatNumber, pluralRu, type PluralForms } from '@store/domain';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../spinner/visually-hidden';
import './rating-stars.css';

export interface RatingStarsProps {
  /** 0–5, shown in halves. */
  value: number;
  /** How many reviews the score is made of. */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

const REVIEW_FORMS: PluralForms = { one: 'отзыв', few: 'отзыва', many: 'отзывов' };
const STARS = [0, 1, 2, 3, 4];

/** Rounds to the nearest half within 0–5; anything that is not a number is no rating. */
export const ratingInHalves = (value: number): number => (Number.isFinite(value) ? Math.min(5, Math.max(0, Math.round(value * 2) / 2)) : 0);

function Star() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="store-rating__star">
      <path d="M10 1.8l2.5 5.3 5.7.7-4.2 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.2-4 5.7-.7z" fill="currentColor" />
    </svg>
  );
}

/** A score shown as stars (display only) with a text alternative «Оценка 4,5 из 5». */
export function RatingStars({ value, count, size = 'sm', className }: RatingStarsProps) {
  const rating = ratingInHalves(value);
  return (
    <span className={classNames('store-rating', `store-rating--${size}`, className)}>
      <span role="img" aria-label={`Оценка ${formatNumber(rating, 1)} из 5`} className="store-rating__stars">
        <span className="store-rating__row store-rating__row--empty">
          {STARS.map((index) => (
            <Star key={index} />
          ))}
        </span>
        <span className="store-rating__row store-rating__row--filled" style={{ width: `${rating * 20}%` }}>
          {STARS.map((index) => (
            <Star key={index} />
          ))}
        </span>
      </span>
      {count !== undefined && (
        <span className="store-rating__count">
          <span aria-hidden="true">{count}</span>
          <VisuallyHidden>{`${count} ${pluralRu(count, REVIEW_FORMS)}`}</VisuallyHidden>
        </span>
      )}
    </span>
  );
}
