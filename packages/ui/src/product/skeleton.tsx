import { classNames } from '../class-names';
import './skeleton.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  /** Several lines of text, the last one shorter. */
  lines?: number;
  className?: string;
}

/** A shimmering block of the final size of what is loading (no layout shift); hidden from screen readers. */
export function Skeleton({ width, height, radius, lines, className }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span className={classNames('store-skeleton-lines', className)} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className="store-skeleton"
            style={{ height, borderRadius: radius, width: index === lines - 1 ? '60%' : undefined }}
          />
        ))}
      </span>
    );
  }
  return <span className={classNames('store-skeleton', className)} aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}
