import type { ButtonHTMLAttributes } from 'react';
import './button.css';

/** The store's button: primary (brand) or secondary (outlined). */
export function Button({
  variant = 'primary',
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' }) {
  return <button type="button" className={`store-button store-button--${variant}${className ? ` ${className}` : ''}`} {...rest} />;
}
