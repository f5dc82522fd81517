import { MESSAGES } from '@store/domain';
import { renderWithScope } from '@store/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Route, Routes, useLocation } from 'react-router-dom';
import { $searchCategories, $searchProducts, $searchQuery, $searchStatus, $searchTotal } from '../model/search-box';
import { SearchBox } from './search-box';

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

const drills = [1, 2].map((id) => ({
  id,
  sku: `D${id}`,
  title: `Дрель ${id}`,
  price: 5000,
  image: null,
  path: `/store/instrument/dreli/${id}.html`,
}));

function renderBox(values: { query: string; status: 'prompt' | 'ready' }) {
  const scope = fork({
    values: [
      [$searchQuery, values.query],
      [$searchStatus, values.status],
      [$searchProducts, values.status === 'ready' ? drills : []],
      [
        $searchCategories,
        values.status === 'ready' ? [{ id: 3, slug: 'dreli', name: 'Дрели', path: 'instrument/elektroinstrument/dreli' }] : [],
      ],
      [$searchTotal, values.status === 'ready' ? 2 : 0],
    ],
  });
  renderWithScope(
    <>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { scope },
  );
}

describe('header search box (ARIA combobox)', () => {
  it('prompts below 3 characters', async () => {
    renderBox({ query: 'др', status: 'prompt' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Поиск товаров' }));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.searchPrompt);
  });

  it('walks categories then products with the arrows and opens the active one with Enter', async () => {
    renderBox({ query: 'дрель', status: 'ready' });
    const input = screen.getByRole('combobox', { name: 'Поиск товаров' });
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Дрели', expect.stringContaining('Дрель 1'), expect.stringContaining('Дрель 2')]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/store/instrument/elektroinstrument/dreli');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option goes to the results page; Escape closes the list', async () => {
    renderBox({ query: 'дрель', status: 'ready' });
    const input = screen.getByRole('combobox', { name: 'Поиск товаров' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C');
  });

  it("takes over the shell's plain field: the text typed there, the focus and the list (catalog/SearchBox props)", async () => {
    const scope = fork();
    renderWithScope(<SearchBox initialQuery="хо" autoFocus />, { scope });
    const input = screen.getByRole('combobox', { name: 'Поиск товаров' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('хо');
    expect(scope.getState($searchQuery)).toBe('хо');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.searchPrompt);
    // The shopper goes on typing in the box.
    await userEvent.keyboard('л');
    expect(input).toHaveValue('хол');
  });

  it('without a handover it waits, empty and without the focus', () => {
    renderWithScope(<SearchBox />, { scope: fork() });
    const input = screen.getByRole('combobox', { name: 'Поиск товаров' });
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue('');
  });
});
