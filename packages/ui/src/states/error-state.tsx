import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { classNames } from '../class-names';
import './state.css';

export interface ErrorStateProps {
  /** The SPEC §8 text of what failed. */
  message: ReactNode;
  onRetry?(): void;
  retryLabel?: string;
  className?: string;
}

/** A failed load, announced at once, with «Повторить» when the caller can try again. */
export function ErrorState({ message, onRetry, retryLabel = 'Повторить', className }: ErrorStateProps) {
  return (
    <div role="alert" className={classNames('store-state', 'store-state--error', className)}>
      <p className="store-state__text">{message}</p>
      {onRetry && (
        <div className="store-state__actions">
          <Button onClick={() => onRetry()}>{retryLabel}</Button>
        </div>
      )}
    </div>
  );
}
