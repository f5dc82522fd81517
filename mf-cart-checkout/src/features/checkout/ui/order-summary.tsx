import { checkMinimumOrder, DELIVERY, formatPrice, GOODS_FORMS, pluralRu } from '@store/domain';
import { Price } from '@store/ui';
import { useUnit } from 'effector-react';
import { Link } from '@store/router';
import { $cartTotals } from '../../../entities/cart';
import { $otherCity } from '../../../entities/city';
import { $deliveryId, $deliveryPrice, $isLegal, $orderTotal } from '../model/options';

/** The order's figures as the shopper sees them (the server recomputes them, decision 0008). */
export function OrderSummary() {
  const [totals, deliveryId, delivery, total, otherCity, isLegal] = useUnit([
    $cartTotals,
    $deliveryId,
    $deliveryPrice,
    $orderTotal,
    $otherCity,
    $isLegal,
  ]);
  const minimum = totals.units > 0 ? checkMinimumOrder(totals.goodsTotal, { otherCity, isLegal }) : null;
  return (
    <section className="cart-summary" aria-label="Сумма заказа" data-testid="cart-summary">
      <dl className="cart-summary__list">
        <div className="cart-summary__row">
          <dt>
            {totals.units} {pluralRu(totals.units, GOODS_FORMS)}
          </dt>
          <dd data-testid="cart-goods-total">{formatPrice(totals.goodsTotal)}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>Доставка</dt>
          <dd data-testid="cart-delivery-price">
            {delivery === null
              ? deliveryId === DELIVERY.COURIER_COMPANY
                ? 'рассчитайте в калькуляторе'
                : '—'
              : delivery === 0
                ? 'бесплатно'
                : formatPrice(delivery)}
          </dd>
        </div>
        <div className="cart-summary__row cart-summary__row--total">
          <dt>Итого</dt>
          <dd data-testid="cart-order-total">
            <Price value={total} size="lg" />
          </dd>
        </div>
      </dl>
      {minimum && (
        <p className="cart-summary__minimum" data-testid="cart-minimum-hint">
          {minimum}. <Link to="/point">Адреса магазинов</Link>
        </p>
      )}
    </section>
  );
}
