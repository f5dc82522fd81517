import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { NotFoundState } from './not-found-state';
import { renderWithScope } from '../testing/render-with-scope';

describe('EmptyState', () => {
  it('says what is missing and offers the next step', () => {
    renderWithScope(
      <EmptyState title="Корзина пуста" text="Добавьте товары из каталога" action={<a href="/store">Перейти в каталог</a>} />,
    );
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByText('Добавьте товары из каталога')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/store');
  });
});

describe('ErrorState', () => {
  it('is announced as an alert and retries with «Повторить»', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Не удалось загрузить товары" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить товары');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no button when there is nothing to retry', () => {
    render(<ErrorState message="Заказ не найден" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('NotFoundState', () => {
  it('says «Страница не найдена» and links home and to the catalogue', () => {
    renderWithScope(<NotFoundState />, { path: '/store/nothing-here' });
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/store');
  });

  it('takes its own title and text', () => {
    renderWithScope(<NotFoundState title="Товар не найден" text="Возможно, он снят с продажи" />);
    expect(screen.getByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
    expect(screen.getByText('Возможно, он снят с продажи')).toBeInTheDocument();
  });
});
