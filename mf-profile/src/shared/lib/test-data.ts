import type { SessionUser } from '@store/bus';
import type { ProfileOrder, ProfileOrderLine, ProfileOrderList, ProfileUser } from '../api';

/** Fixtures for tests: answers shaped as the API sends them. */
export const sessionUser: SessionUser = {
  id: 7,
  firstName: 'Иван',
  lastName: 'Петров',
  phone: '79001234567',
  email: null,
  isLegal: false,
};

export const profileUser = (over: Partial<ProfileUser> = {}): ProfileUser => ({
  id: 7,
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: null,
  phone: '79001234567',
  email: 'ivan@example.ru',
  phoneConfirm: true,
  legal: null,
  ...over,
});

export const legalData = {
  inn: '3808123457',
  kpp: '380801001',
  legalName: 'ООО «Ромашка»',
  legalAddress: 'г. Иркутск, ул. Ленина, д. 1',
  legalEmail: 'buh@romashka.ru',
};

export const orderLine = (over: Partial<ProfileOrderLine> = {}): ProfileOrderLine => ({
  id: 1,
  productId: 100,
  sku: 'SKU-100',
  productName: 'Дрель Bosch',
  quantity: 1,
  price: 4990,
  defectSerialNumber: null,
  defectLabel: null,
  status: 'inStock',
  assemblyService: null,
  metaProducts: [],
  ...over,
});

export const order = (over: Partial<ProfileOrder> = {}): ProfileOrder => ({
  id: 501,
  statusId: 1,
  statusName: 'Новый',
  createdAt: '2026-11-22T00:00:00.000Z',
  paidAt: null,
  paykeeperStatus: null,
  paymentOnline: null,
  paymentMethodId: 2,
  paymentMethodName: 'Оплата при получении',
  deliveryId: 2,
  deliveryPoint: { title: 'Магазин на Ленина', address: 'г. Усолье-Сибирское, ул. Ленина, 1' },
  city: 'Усолье-Сибирское',
  street: null,
  house: null,
  apartment: null,
  comment: null,
  legalAddressCoincides: false,
  orderLegal: null,
  confirmed: 2,
  goodsTotal: 4990,
  servicesTotal: 0,
  deliveryPrice: 0,
  totalPrice: 4990,
  prepayment: 0,
  deliveryPeriodDays: null,
  paymentLabel: 'Уточняется',
  canPayOnline: false,
  payInProfileText: null,
  paymentDeadline: null,
  orderProducts: [orderLine()],
  ...over,
});

export const orderList = (items: ProfileOrder[], total = items.length, currentPage = 1): ProfileOrderList => ({
  items,
  total,
  currentPage,
});
