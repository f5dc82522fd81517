import { Link } from '@store/router';
import { classNames } from '../class-names';
import './breadcrumbs.css';

export interface BreadcrumbItem {
  title: string;
  href?: string;
}

export interface BreadcrumbsProps {
  /** From «Главная» (the caller's first item) to the current page (the last, never a link). */
  items: readonly BreadcrumbItem[];
  className?: string;
}

/** The way back up from the current page; one line that scrolls sideways on phones. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Хлебные крошки" className={classNames('store-breadcrumbs', className)}>
      <ol className="store-breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.title}`} className="store-breadcrumbs__item">
              {last || !item.href ? (
                <span className="store-breadcrumbs__current" aria-current={last ? 'page' : undefined}>
                  {item.title}
                </span>
              ) : (
                <Link to={item.href} className="store-breadcrumbs__link">
                  {item.title}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
