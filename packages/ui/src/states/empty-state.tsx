import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import './state.css';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** What to do next: usually a link («Перейти в каталог»). */
  action?: ReactNode;
  className?: string;
}

/** Nothing to show (an empty cart, no orders, no search results) and what to do next. */
export function EmptyState({ title, text, action, className }: EmptyStateProps) {
  return (
    <div className={classNames('store-state', className)}>
      <h2 className="store-state__title">{title}</h2>
      {text && <p className="store-state__text">{text}</p>}
      {action && <div className="store-state__actions">{action}</div>}
    </div>
  );
}
