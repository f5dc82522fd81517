import { ApiError } from '@store/api-client';
import { $session, $sessionChecked, sessionChecked, sessionStarted } from '@store/bus';
import { act, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { fetchOrderFx, fetchOrdersFx, fetchUserFx, type ProfileOrder, type ProfileOrderList, type ProfileUser } from '../../../shared/api';
import { order, orderLine, orderList, profileUser, sessionUser } from '../../../shared/lib/test-data';
import { renderPage } from '../../../shared/lib/test/render-page';
import { pageStarted } from '../model/page';
import { ProfilePage } from './profile-page';

const HOUR = 3_600_000;

interface Api {
  user?: () => Promise<ProfileUser>;
  orders?: () => Promise<ProfileOrderList>;
  order?: () => Promise<ProfileOrder>;
}

function scopeFor(start: 'starting' | 'signedIn', api: Api = {}) {
  return fork({
    values: [
      [$session, start === 'signedIn' ? { isAuth: true, user: sessionUser } : { isAuth: false, user: null }],
      [$sessionChecked, start === 'signedIn'],
    ],
    handlers: [
      [fetchUserFx, api.user ?? (async () => profileUser())],
      [fetchOrdersFx, api.orders ?? (async () => orderList([]))],
      [fetchOrderFx, api.order ?? (async () => order())],
    ],
  });
}

const show = (path: string, scope: ReturnType<typeof scopeFor>) => renderPage(<ProfilePage />, { scope, path, pageStarted });

describe('profile page for a guest (SPEC §6)', () => {
  it('shows only a skeleton during the start-up, then the sign-in prompt; the page appears on sign-in', async () => {
    const scope = scopeFor('starting', { order: async () => order({ id: 1 }) });
    await show('/profile/orders/1', scope);
    expect(screen.getByTestId('profile-checking')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-guest')).not.toBeInTheDocument();

    await act(() => allSettled(sessionChecked, { scope }));
    expect(screen.getByText('Войдите, чтобы увидеть профиль и историю заказов.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();

    await act(() => allSettled(sessionStarted, { scope, params: { user: sessionUser } }));
    expect(screen.getByRole('heading', { name: 'Заказ № 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-guest')).not.toBeInTheDocument();
  });
});

describe('order page', () => {
  it('shows the goods, delivery, state and «Оплатить» with the hours left while the window is open', async () => {
    const inPayment = order({
      id: 42,
      statusId: 12,
      paykeeperStatus: 'pending',
      paymentOnline: { status: 'waiting-for-payment' },
      paymentMethodId: 5,
      paymentMethodName: 'Банковской картой онлайн',
      createdAt: new Date(Date.now() - 2 * HOUR - 60_000).toISOString(),
      comment: 'Позвонить заранее',
      orderProducts: [orderLine(), orderLine({ id: 2, sku: 'SKU-200', productName: 'Пила', defectSerialNumber: 'SN-77', price: 1500 })],
    });
    await show('/profile/orders/42', scopeFor('signedIn', { order: async () => inPayment }));
    const page = screen.getByTestId('profile-order');
    expect(within(page).getByTestId('profile-order-status')).toHaveTextContent('Ожидает оплату');
    expect(within(page).getByTestId('profile-order-payment')).toHaveTextContent('Ожидает оплату');
    expect(within(page).getByTestId('profile-pay-text')).toHaveTextContent('Можно оплатить в профиле в течение 18 часов');
    expect(within(page).getByRole('button', { name: 'Оплатить' })).toBeEnabled();
    const lines = within(page).getAllByTestId('profile-order-line');
    expect(lines[1]).toHaveTextContent('Уцененный товар');
    expect(lines[1]).toHaveTextContent('SN-77');
    expect(lines[1]).toHaveTextContent('Артикул: SKU-200');
    expect(within(page).getByTestId('profile-order-delivery')).toHaveTextContent('Магазин на Ленина');
    expect(page).toHaveTextContent('Позвонить заранее');
  });

  it('shows a courier address and no «Оплатить» once paid', async () => {
    const paid = order({
      id: 43,
      deliveryId: 4,
      deliveryPoint: null,
      city: 'Иркутск',
      street: 'Ленина',
      house: '5',
      apartment: '12',
      paykeeperStatus: 'obtained',
      paymentOnline: { status: 'paid' },
      orderLegal: { legalAddress: 'г. Иркутск, ул. Карла Маркса, 1' },
    });
    await show('/profile/orders/43', scopeFor('signedIn', { order: async () => paid }));
    expect(screen.getByTestId('profile-order-delivery')).toHaveTextContent('Иркутск, ул. Ленина, д. 5, кв. 12');
    expect(screen.getByTestId('profile-order-delivery')).toHaveTextContent('г. Иркутск, ул. Карла Маркса, 1');
    expect(screen.getByTestId('profile-order-payment')).toHaveTextContent('Оплачен');
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  });

  it("another user's order is the not-found view, never their data", async () => {
    const refused = async (): Promise<ProfileOrder> => {
      throw new ApiError(403, 'Это заказ другого пользователя', { message: 'Это заказ другого пользователя' });
    };
    await show('/profile/orders/9', scopeFor('signedIn', { order: refused }));
    expect(screen.getByTestId('profile-order-not-found')).toHaveTextContent('Заказ не найден');
    expect(screen.queryByTestId('profile-order')).not.toBeInTheDocument();
  });
});

describe('order history', () => {
  it('lists each order with number, date, total, status and payment label', async () => {
    const list = orderList([order({ id: 12, createdAt: '2026-11-23T03:00:00.000Z', totalPrice: 12990, statusId: 4 })], 1);
    await show('/profile/orders', scopeFor('signedIn', { orders: async () => list }));
    const card = screen.getByTestId('profile-order-card');
    expect(within(card).getByRole('link', { name: 'Заказ № 12' })).toHaveAttribute('href', '/profile/orders/12');
    expect(card).toHaveTextContent('23 ноября 2026');
    expect(card).toHaveTextContent(/12\s990\s₽/);
    expect(within(card).getByTestId('profile-order-status')).toHaveTextContent('Отменен');
    expect(within(card).getByTestId('profile-order-payment')).toHaveTextContent('Уточняется');
  });

  it('an empty history links to the catalogue', async () => {
    await show('/profile/orders', scopeFor('signedIn'));
    const empty = screen.getByTestId('profile-orders-empty');
    expect(within(empty).getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/store');
  });

  it('a failed load shows the error with «Повторить»', async () => {
    const offline = async (): Promise<ProfileOrderList> => {
      throw new ApiError(0, 'Network Error');
    };
    await show('/profile/orders', scopeFor('signedIn', { orders: offline }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить заказы');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('profile address', () => {
  it('an unknown sub-path is not found', async () => {
    await show('/profile/settings', scopeFor('signedIn'));
    expect(screen.getByTestId('profile-not-found')).toBeInTheDocument();
  });

  it('shows the account with its sections and «Выйти»', async () => {
    await show('/profile', scopeFor('signedIn'));
    expect(screen.getByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Петров');
    expect(screen.getByTestId('profile-phone-number')).toHaveTextContent('+7 (900) 123-45-67');
    expect(screen.getByRole('button', { name: 'Добавить данные юрлица' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });
});
