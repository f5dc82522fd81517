import { formatDisplayDate } from '@store/domain';
import { Price } from '@store/ui';
import { Link } from '@store/router';
import type { ProfileOrder } from '../../../shared/api';
import { orderHref } from '../../../shared/lib/route';
import { describeOrder } from '../lib/order-display';
import { OrderBadges } from './order-badges';
import './order.css';

/** One order of the history: number, date, total, status and payment label; the number opens it. */
export function OrderCard({ order, now }: { order: ProfileOrder; now: Date }) {
  const display = describeOrder(order, now);
  return (
    <article className="profile-order-card" data-testid="profile-order-card" data-order-id={order.id}>
      <div className="profile-order-card__head">
        <h2 className="profile-order-card__title">
          <Link to={orderHref(order.id)}>Заказ № {order.id}</Link>
        </h2>
        <time className="profile-muted" dateTime={order.createdAt}>
          {formatDisplayDate(order.createdAt)}
        </time>
      </div>
      <OrderBadges display={display} />
      <div className="profile-order-card__total">
        <span className="profile-muted">Сумма</span>
        <Price value={order.totalPrice} size="md" />
      </div>
    </article>
  );
}
