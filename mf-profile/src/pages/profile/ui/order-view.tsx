import { DEFECT_ITEM_LABEL, DELIVERY_NAMES, formatDisplayDate, type DeliveryId } from '@store/domain';
import { ErrorState, NotFoundState, Price, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link } from '@store/router';
import { $order, $orderStatus, describeOrder, OrderBadges, orderRetried } from '../../../entities/order';
import { PayButton, RepaidDialog } from '../../../features/repay';
import type { ProfileOrder, ProfileOrderLine } from '../../../shared/api';
import { TEXTS } from '../../../shared/config/texts';
import { ORDERS_PATH } from '../../../shared/lib/route';
import { useNow } from '../../../shared/lib/use-now';

/** /profile/orders/{id}: the order's goods, delivery, payment and state; another user's order is never shown. */
export function OrderView() {
  const [order, status, retry] = useUnit([$order, $orderStatus, orderRetried]);
  if (status === 'notFound') {
    return (
      <div data-testid="profile-order-not-found">
        <NotFoundState title={TEXTS.orderNotFound} text={TEXTS.orderNotFoundText} />
        <p className="profile-back">
          <Link to={ORDERS_PATH}>← {TEXTS.ordersTitle}</Link>
        </p>
      </div>
    );
  }
  if (status === 'error') return <ErrorState message={TEXTS.orderLoadFailed} onRetry={retry} retryLabel={TEXTS.retry} />;
  if (!order || status !== 'ready') return <OrderSkeleton />;
  return <OrderDetails order={order} />;
}

function OrderDetails({ order }: { order: ProfileOrder }) {
  const now = useNow();
  const display = describeOrder(order, now);
  return (
    <article className="profile-order" data-testid="profile-order" data-order-id={order.id} aria-labelledby="profile-order-title">
      <p className="profile-back">
        <Link to={ORDERS_PATH}>← {TEXTS.ordersTitle}</Link>
      </p>
      <header className="profile-order__head">
        <h1 id="profile-order-title" className="profile-title">
          Заказ № {order.id}
        </h1>
        <time className="profile-muted" dateTime={order.createdAt}>
          от {formatDisplayDate(order.createdAt)}
        </time>
        <OrderBadges display={display} />
      </header>

      {display.canPay && display.payText && <PayButton orderId={order.id} payText={display.payText} />}

      <section className="profile-card" aria-labelledby="profile-order-goods">
        <h2 id="profile-order-goods" className="profile-card__title">
          Товары
        </h2>
        <ul className="profile-lines">
          {order.orderProducts.map((line) => (
            <OrderLine key={line.id} line={line} />
          ))}
        </ul>
        <dl className="profile-facts profile-totals">
          <Fact label="Товары">
            <Price value={order.goodsTotal} size="sm" />
          </Fact>
          {order.servicesTotal > 0 && (
            <Fact label="Сборка">
              <Price value={order.servicesTotal} size="sm" />
            </Fact>
          )}
          <Fact label="Доставка">{order.deliveryPrice > 0 ? <Price value={order.deliveryPrice} size="sm" /> : 'Бесплатно'}</Fact>
          {order.prepayment > 0 && order.prepayment < order.totalPrice && (
            <Fact label="Предоплата">
              <Price value={order.prepayment} size="sm" />
            </Fact>
          )}
          <Fact label="Итого">
            <Price value={order.totalPrice} size="md" />
          </Fact>
        </dl>
      </section>

      <section className="profile-card" aria-labelledby="profile-order-delivery">
        <h2 id="profile-order-delivery" className="profile-card__title">
          Доставка и оплата
        </h2>
        <dl className="profile-facts" data-testid="profile-order-delivery">
          <Fact label="Способ получения">{DELIVERY_NAMES[order.deliveryId as DeliveryId] ?? 'Уточняется'}</Fact>
          {order.deliveryPoint ? (
            <Fact label="Пункт выдачи">
              {order.deliveryPoint.title}
              <br />
              <span className="profile-muted">{order.deliveryPoint.address}</span>
            </Fact>
          ) : (
            <Fact label="Адрес">{deliveryAddress(order) || 'Уточняется у оператора'}</Fact>
          )}
          {order.deliveryPeriodDays !== null && <Fact label="Срок доставки">до {order.deliveryPeriodDays} дн.</Fact>}
          <Fact label="Способ оплаты">{order.paymentMethodName}</Fact>
          {order.orderLegal && (
            <Fact label="Юридический адрес">
              {order.orderLegal.legalAddress}
              {order.legalAddressCoincides && <span className="profile-muted"> (совпадает с адресом доставки)</span>}
            </Fact>
          )}
          {order.comment && <Fact label="Комментарий">{order.comment}</Fact>}
        </dl>
      </section>
      <RepaidDialog orderId={order.id} />
    </article>
  );
}

function OrderLine({ line }: { line: ProfileOrderLine }) {
  return (
    <li className="profile-line" data-testid="profile-order-line">
      <div className="profile-line__name">
        <span>{line.productName}</span>
        <span className="profile-muted">Артикул: {line.sku}</span>
        {line.defectSerialNumber && (
          <span className="profile-defect">
            <strong>{DEFECT_ITEM_LABEL}</strong> · серийный номер {line.defectSerialNumber}
          </span>
        )}
        {line.assemblyService && (
          <span className="profile-muted">
            Сборка: <Price value={line.assemblyService.price} size="sm" /> за шт.
          </span>
        )}
      </div>
      <span className="profile-line__quantity">{line.quantity} шт.</span>
      <Price value={line.price} size="sm" />
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="profile-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** «Иркутск, ул. Ленина, д. 5, кв. 12» from the parts the order has. */
function deliveryAddress(order: ProfileOrder): string {
  return [
    order.city,
    order.street && `ул. ${order.street}`,
    order.house && `д. ${order.house}`,
    order.apartment && `кв. ${order.apartment}`,
  ]
    .filter(Boolean)
    .join(', ');
}

function OrderSkeleton() {
  return (
    <div className="profile-order" aria-busy="true" data-testid="profile-order-loading">
      <Skeleton width="45%" height={32} />
      <Skeleton width="30%" height={20} />
      <div className="profile-card">
        <Skeleton lines={4} />
      </div>
      <div className="profile-card">
        <Skeleton lines={4} />
      </div>
    </div>
  );
}
