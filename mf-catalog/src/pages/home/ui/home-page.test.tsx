import { $city } from '@store/bus';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { fetchCategoryMenuFx } from '../../../entities/category';
import { HomePage } from './home-page';

describe('home page', () => {
  it('shows the categories of the city with counts and links to subcategories', async () => {
    const scope = fork({
      values: [[$city, { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' }]],
      handlers: [
        [
          fetchCategoryMenuFx,
          async () => [
            {
              id: 1,
              slug: 'komp',
              name: 'Компьютеры',
              count: 21,
              children: [{ id: 2, slug: 'noutbuki', name: 'Ноутбуки', count: 21, children: [] }],
            },
            { id: 3, slug: 'instrument', name: 'Инструмент', count: 3, children: [] },
          ],
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText('Цены и наличие для города: Усолье-Сибирское')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Компьютеры' })).toHaveAttribute('href', '/store/komp');
    expect(screen.getByRole('link', { name: 'Ноутбуки' })).toHaveAttribute('href', '/store/komp/noutbuki');
    expect(screen.getByText('21 товар')).toBeInTheDocument();
    expect(screen.getByText('3 товара')).toBeInTheDocument();
  });
});
