import { $city } from '@store/bus';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { fetchCategoryMenuFx } from '../../../entities/category-menu';
import { renderWithScope } from '@store/ui/testing';
import { CatalogueButton } from './catalogue-dropdown';

const tree = [
  {
    id: 1,
    slug: 'komp',
    name: 'Компьютеры',
    count: 12,
    children: [
      {
        id: 2,
        slug: 'noutbuki',
        name: 'Ноутбуки',
        count: 7,
        children: [{ id: 3, slug: 'igrovye', name: 'Игровые', count: 2, children: [] }],
      },
    ],
  },
  { id: 4, slug: 'instrument', name: 'Инструмент', count: 5, children: [{ id: 5, slug: 'dreli', name: 'Дрели', count: 5, children: [] }] },
];

function setup() {
  const calls: number[] = [];
  const scope = fork({
    values: [[$city, { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' }]],
    handlers: [[fetchCategoryMenuFx, async (cityId: number) => (calls.push(cityId), tree)]],
  });
  return { scope, calls };
}

describe('catalogue dropdown (SPEC §2)', () => {
  it('loads the tree on opening and shows a main category’s subcategories and children with counts', async () => {
    const { scope, calls } = setup();
    renderWithScope(<CatalogueButton />, { scope });
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByTestId('shell-catalog-button'));
    const menu = await screen.findByRole('navigation', { name: 'Каталог товаров' });
    expect(calls).toEqual([195585415]);
    expect(within(menu).getByRole('link', { name: /^Игровые 2/ })).toHaveAttribute('href', '/store/komp/noutbuki/igrovye');
    await userEvent.click(within(menu).getByRole('link', { name: 'Инструмент' }));
    expect(within(menu).getByRole('link', { name: /^Дрели 5/ })).toHaveAttribute('href', '/store/instrument/dreli');
    expect(within(menu).queryByRole('link', { name: /^Игровые/ })).toBeNull();
  });

  it('Tab goes from a main category into its own subcategories; Escape closes and returns focus to the button', async () => {
    const { scope } = setup();
    renderWithScope(<CatalogueButton />, { scope });
    const button = screen.getByTestId('shell-catalog-button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('navigation', { name: 'Каталог товаров' });
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('Компьютеры');
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('Все товары раздела «Компьютеры»');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts loading the tree when the button gets focus or the pointer, once, before it is opened', async () => {
    const { scope, calls } = setup();
    renderWithScope(<CatalogueButton />, { scope });
    const button = screen.getByTestId('shell-catalog-button');
    await act(async () => button.focus());
    await userEvent.hover(button);
    await act(() => allSettled(scope));
    expect(calls).toEqual([195585415]);
    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).toBeNull();
  });

  it('a tree that fails to load offers «Повторить»', async () => {
    const scope = fork({
      values: [[$city, { cityId: 1, shopId: 1, code: 1, name: 'Иркутск' }]],
      handlers: [[fetchCategoryMenuFx, async () => Promise.reject(new Error('offline'))]],
    });
    renderWithScope(<CatalogueButton />, { scope });
    await userEvent.click(screen.getByTestId('shell-catalog-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить каталог');
    await act(() => allSettled(scope));
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
