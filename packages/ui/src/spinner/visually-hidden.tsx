import type { HTMLAttributes, ReactNode } from 'react';
import './visually-hidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
}

/** Text for screen readers only (the «Старая цена» before a struck-through price, a spinner's label). */
export function VisuallyHidden({ children, className, ...rest }: VisuallyHiddenProps) {
  return (
    <span className={className ? `store-visually-hidden ${className}` : 'store-visually-hidden'} {...rest}>
      {children}
    </span>
  );
}
