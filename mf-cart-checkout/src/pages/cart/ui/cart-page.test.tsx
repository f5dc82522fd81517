import { $cartSummary } from '@store/bus';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { CartPage } from './cart-page';

function renderWithScope(scope = fork()) {
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('cart page', () => {
  it('says the cart is empty and links to the catalogue', () => {
    renderWithScope();
    expect(screen.getByText('Ваша корзина пуста.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'каталог' })).toHaveAttribute('href', '/store');
  });

  it('lists the lines of the cart summary, marked-down items with their serial number', () => {
    renderWithScope(
      fork({
        values: [
          [
            $cartSummary,
            {
              count: 3,
              lines: [
                { id: 12, defectSerialNumber: null, quantity: 2 },
                { id: 40, defectSerialNumber: 'У-000123', quantity: 1 },
              ],
            },
          ],
        ],
      }),
    );
    expect(screen.getByText(/Товар № 12/)).toHaveTextContent('Товар № 12 × 2');
    expect(screen.getByText(/Товар № 40/)).toHaveTextContent('Товар № 40 (уценённый, У-000123) × 1');
  });
});
