import { formatPrice } from '@store/domain';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../spinner/visually-hidden';
import './price.css';

export type PriceSize = 'lg' | 'md' | 'sm';

export interface PriceProps {
  value: number;
  /** The price before the discount; shown struck through only while it is higher than `value`. */
  old?: number | null;
  size?: PriceSize;
  className?: string;
}

/** The shopper's price in bold (the hero of a card), the old one struck through and muted beside it. */
export function Price({ value, old, size = 'md', className }: PriceProps) {
  const discounted = old != null && old > value;
  return (
    <span className={classNames('store-price', `store-price--${size}`, className)}>
      <span className="store-price__current">{formatPrice(value)}</span>
      {discounted && (
        <span className="store-price__old">
          <VisuallyHidden>Старая цена </VisuallyHidden>
          <s>{formatPrice(old)}</s>
        </span>
      )}
    </span>
  );
}
