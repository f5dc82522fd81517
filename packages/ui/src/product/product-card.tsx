import type { ReactNode } from 'react';
import { Link } from '@store/router';
import { classNames } from '../class-names';
import { Price } from '../commerce/price';
import { StatusBadge, type StatusTone } from '../commerce/status-badge';
import { ProductImage } from './product-image';
import './product-card.css';

export interface ProductCardProps {
  href: string;
  title: string;
  /** File name of the main picture, or null. */
  image: string | null;
  /** The shopper's price in the selected city; null when the product is not sold there. */
  price: number | null;
  oldPrice?: number | null;
  status?: { label: string; tone: StatusTone };
  /** Shown over the picture, e.g. «Уцененный товар». */
  badge?: ReactNode;
  /** Outside the link, e.g. «В корзину»; not shown when the product is not sold in the city. */
  action?: ReactNode;
  priority?: boolean;
  testId?: string;
  className?: string;
}

export const NOT_SOLD_IN_CITY = 'Нет в продаже в этом городе';

/** The picture is displayed at most about 240 px wide in a grid: 2 columns on phones, up to 5 on wide screens. */
const PICTURE = 240;
const PICTURE_SIZES = '(min-width: 1200px) 240px, (min-width: 768px) 30vw, 50vw';

/**
 * A product in a grid or a slider: one link to the product (picture, title, price, status) and the
 * action beside it. The picture's alt is empty because the title in the same link already names it.
 */
export function ProductCard({ href, title, image, price, oldPrice, status, badge, action, priority, testId, className }: ProductCardProps) {
  const sold = price !== null;
  return (
    <article className={classNames('store-card', !sold && 'store-card--not-sold', className)} data-testid={testId}>
      <Link to={href} className="store-card__link">
        <span className="store-card__picture">
          <ProductImage name={image} alt="" width={PICTURE} height={PICTURE} sizes={PICTURE_SIZES} priority={priority} />
        </span>
        <span className="store-card__title">{title}</span>
        {badge && <span className="store-card__badge">{badge}</span>}
        <span className="store-card__price">
          {sold ? <Price value={price} old={oldPrice} size="md" /> : <span className="store-card__not-sold">{NOT_SOLD_IN_CITY}</span>}
        </span>
        {status && (
          <span className="store-card__status">
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          </span>
        )}
      </Link>
      {sold && action && <div className="store-card__action">{action}</div>}
    </article>
  );
}
