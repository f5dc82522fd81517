import { classNames } from '../class-names';
import { imageUrl, srcsetWidths } from './image-url';
import './product-image.css';

export interface ProductImageProps {
  /** File name from `productImages[].name`; null when the product has no picture. */
  name: string | null;
  alt: string;
  /** Displayed size in CSS pixels; also reserves the space, so nothing moves when the picture arrives. */
  width: number;
  height: number;
  sizes: string;
  /** The first screen's main picture: fetched at once and first (no lazy loading). */
  priority?: boolean;
  className?: string;
}

// React 18 does not know `fetchPriority` and warns about the camel-case name; the lower-case attribute passes as is.
const PRIORITY = { fetchpriority: 'high' } as const;
const DEFERRED = { loading: 'lazy', decoding: 'async' } as const;

/** A product picture through the image proxy with a `srcset` of the allowed widths, or a neutral box of the same size. */
export function ProductImage({ name, alt, width, height, sizes, priority = false, className }: ProductImageProps) {
  if (name === null) {
    return (
      <span
        className={classNames('store-image', 'store-image--placeholder', className)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        style={{ width: `${width}px`, aspectRatio: `${width} / ${height}` }}
      >
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v14H4zM4 15l4.5-4.5 4 4 3-3L20 15M15.5 9.5a1 1 0 1 0 0-.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  const widths = srcsetWidths(width);
  return (
    <img
      className={classNames('store-image', className)}
      src={imageUrl(name, widths[0] ?? width)}
      srcSet={widths.map((w) => `${imageUrl(name, w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      {...(priority ? PRIORITY : DEFERRED)}
    />
  );
}
