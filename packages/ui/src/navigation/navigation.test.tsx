import { screen, within } from '@testing-library/react';
import { Pagination } from './pagination';
import { paginationItems } from './pagination-items';
import { Breadcrumbs } from './breadcrumbs';
import { renderWithScope } from '../testing/render-with-scope';

const hrefFor = (page: number) => (page === 1 ? '/store/drills' : `/store/drills?page=${page}`);

/** The row as a screen of the given width shows it: page numbers and «…». */
const row = (current: number, pages: number, width: 'narrow' | 'wide') =>
  paginationItems(current, pages)
    .filter((item) => item[width])
    .map((item) => item.page ?? '…');

describe('paginationItems', () => {
  it('shows every page of a short range', () => {
    expect(row(2, 5, 'wide')).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses in long ranges, one neighbour on each side on wide screens, none on phones', () => {
    expect(row(10, 20, 'wide')).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(row(10, 20, 'narrow')).toEqual([1, '…', 10, '…', 20]);
    expect(row(1, 20, 'wide')).toEqual([1, 2, '…', 20]);
    expect(row(20, 20, 'narrow')).toEqual([1, '…', 20]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(row(3, 20, 'narrow')).toEqual([1, 2, 3, '…', 20]);
    expect(row(4, 7, 'wide')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(row(4, 7, 'narrow')).toEqual([1, '…', 4, '…', 7]);
  });
});

describe('Pagination', () => {
  it('is a navigation of real links built by hrefFor, the current page marked', () => {
    renderWithScope(<Pagination page={3} pages={10} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(nav).getByRole('link', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/store/drills');
    expect(within(nav).getByRole('link', { name: 'Страница 10' })).toHaveAttribute('href', '/store/drills?page=10');
    expect(within(nav).getByRole('link', { name: 'Страница 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute('href', '/store/drills?page=2');
    expect(within(nav).getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/store/drills?page=4');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderWithScope(<Pagination page={1} pages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Предыдущая страница' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toBeInTheDocument();
    unmount();
    renderWithScope(<Pagination page={3} pages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Следующая страница' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithScope(<Pagination page={1} pages={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('treats a page beyond the last (a hand-edited URL) as the last page', () => {
    renderWithScope(<Pagination page={99} pages={4} hrefFor={hrefFor} label="Страницы каталога" />);
    expect(screen.getByRole('navigation', { name: 'Страницы каталога' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Страница 4' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Breadcrumbs', () => {
  const items = [
    { title: 'Главная', href: '/' },
    { title: 'Каталог', href: '/store' },
    { title: 'Дрели', href: '/store/drills' },
    { title: 'Дрель Bosch GSR 120-LI', href: '/store/drills/123' },
  ];

  it('is a named navigation with an ordered list of links up to the current page', () => {
    renderWithScope(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Хлебные крошки' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Дрели' })).toHaveAttribute('href', '/store/drills');
  });

  it('does not link the last crumb and marks it as the current page', () => {
    renderWithScope(<Breadcrumbs items={items} />);
    expect(screen.queryByRole('link', { name: 'Дрель Bosch GSR 120-LI' })).not.toBeInTheDocument();
    expect(screen.getByText('Дрель Bosch GSR 120-LI')).toHaveAttribute('aria-current', 'page');
  });
});
