import type { ReactNode } from 'react';
import { Link } from '@store/router';
import { buttonClassName } from '../button/button';
import { classNames } from '../class-names';
import './state.css';

export interface NotFoundStateProps {
  title?: ReactNode;
  text?: ReactNode;
  className?: string;
}

/** A page (or product, or order) that does not exist, with the ways out: home and the catalogue. */
export function NotFoundState({ title = 'Страница не найдена', text, className }: NotFoundStateProps) {
  return (
    <div className={classNames('store-state', 'store-state--not-found', className)}>
      <h1 className="store-state__title">{title}</h1>
      {text && <p className="store-state__text">{text}</p>}
      <div className="store-state__actions">
        <Link to="/" className={buttonClassName()}>
          На главную
        </Link>
        <Link to="/store" className={buttonClassName({ variant: 'outlined' })}>
          В каталог
        </Link>
      </div>
    </div>
  );
}
