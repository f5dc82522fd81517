import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { Spinner } from '../spinner/spinner';
import './button.css';

/** `'secondary'` is the name of the first release, kept as an alias of `'outlined'`. */
export type ButtonVariant = 'primary' | 'outlined' | 'link' | 'secondary';
export type ButtonSize = 'md' | 'sm';

export interface ButtonClassOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonClassOptions {
  /** Disables the button, shows a spinner in place of the text and sets `aria-busy`. */
  loading?: boolean;
}

/** The classes of a button, to style a router `Link` as one. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonClassOptions = {}): string {
  const look = variant === 'secondary' ? 'outlined' : variant;
  return classNames('store-button', `store-button--${look}`, `store-button--${size}`, block && 'store-button--block');
}

/** The store's button: primary (brand red, the one main action of a screen), outlined, or link-looking. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, disabled, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={classNames(buttonClassName({ variant, size, block }), loading && 'store-button--loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span className="store-button__label">{children}</span>
      {loading && <Spinner className="store-button__spinner" />}
    </button>
  );
});
