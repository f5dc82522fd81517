import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import './status-badge.css';

export type StatusTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}

/** A status in words and colour («В наличии» green, «Под заказ» amber…): the words carry it, the colour helps. */
export function StatusBadge({ tone, children, className }: StatusBadgeProps) {
  return (
    <span className={classNames('store-badge', `store-badge--${tone}`, className)}>
      <span className="store-badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
