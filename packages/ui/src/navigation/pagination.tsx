import { Link } from '@store/router';
import { classNames } from '../class-names';
import { paginationItems } from './pagination-items';
import './pagination.css';

export interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page (the page lives in the URL, so every page is a real link). */
  hrefFor(page: number): string;
  /** The accessible name of the navigation. */
  label?: string;
  className?: string;
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Page links with the current page marked, ellipses for long ranges; nothing at all for a single page. */
export function Pagination({ page, pages, hrefFor, label = 'Страницы', className }: PaginationProps) {
  const total = Math.floor(pages);
  if (!(total > 1)) return null;
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  return (
    <nav aria-label={label} className={classNames('store-pagination', className)}>
      <ul className="store-pagination__list">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} className="store-pagination__link" aria-label="Предыдущая страница" rel="prev">
              <Arrow direction="previous" />
            </Link>
          ) : (
            <span className="store-pagination__link store-pagination__link--off" aria-hidden="true">
              <Arrow direction="previous" />
            </span>
          )}
        </li>
        {paginationItems(current, total).map((item) => (
          <li
            key={item.key}
            className={classNames(!item.narrow && 'store-pagination__item--wide', !item.wide && 'store-pagination__item--narrow')}
          >
            {item.page === null ? (
              <span className="store-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={hrefFor(item.page)}
                className="store-pagination__link"
                aria-label={`Страница ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            )}
          </li>
        ))}
        <li>
          {current < total ? (
            <Link to={hrefFor(current + 1)} className="store-pagination__link" aria-label="Следующая страница" rel="next">
              <Arrow direction="next" />
            </Link>
          ) : (
            <span className="store-pagination__link store-pagination__link--off" aria-hidden="true">
              <Arrow direction="next" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
