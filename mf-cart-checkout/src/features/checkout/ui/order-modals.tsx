import { $session } from '@store/bus';
import { formatDisplayDate, formatPrice, MESSAGES, NOTICES, SIMILAR_ORDERS_SHOWN } from '@store/domain';
import { Button, buttonClassName, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Link } from '@store/router';
import {
  $demoNotice,
  $minimumNotice,
  $placedOrder,
  $similarOrders,
  demoNoticeClosed,
  minimumNoticeClosed,
  placedOrderClosed,
  similarContinued,
  similarDismissed,
} from '../model/submit';

/** SPEC §8 minimum order: «Заказ от 200 рублей» with the way to the shops' addresses. */
export function MinimumOrderModal() {
  const [text, close] = useUnit([$minimumNotice, minimumNoticeClosed]);
  return (
    <Dialog open={text !== null} onClose={() => close()} title={text ?? ''} size="sm" testId="cart-minimum-modal">
      <p>Добавьте товары в корзину или заберите покупку сами в одном из наших магазинов.</p>
      <p>
        <Link to="/point" onClick={() => close()}>
          Адреса магазинов
        </Link>
      </p>
    </Dialog>
  );
}

/** SPEC §1: the demo site takes no orders. */
export function DemoNoticeModal() {
  const [open, close] = useUnit([$demoNotice, demoNoticeClosed]);
  return (
    <Dialog open={open} onClose={() => close()} title="Демонстрационная версия" size="sm" testId="cart-demo-modal">
      <p>{NOTICES.demoSite}</p>
    </Dialog>
  );
}

/** SPEC §2, §9: open orders of this phone with the same goods; the first 2, the rest on request. */
export function SimilarOrdersModal() {
  const [orders, proceed, dismiss] = useUnit([$similarOrders, similarContinued, similarDismissed]);
  const [all, setAll] = useState(false);
  const shown = all ? orders : orders.slice(0, SIMILAR_ORDERS_SHOWN);
  return (
    <Dialog
      open={orders.length > 0}
      onClose={() => dismiss()}
      title="У вас уже есть похожие заказы"
      testId="cart-similar-modal"
      footer={
        <div className="cart-checkout__row">
          <Button onClick={() => proceed()} data-testid="cart-similar-continue">
            Оформить новый заказ
          </Button>
          <Button variant="outlined" onClick={() => dismiss()}>
            Отмена
          </Button>
        </div>
      }
    >
      <p>Эти заказы ещё открыты и в них есть те же товары. Возможно, новый заказ не нужен.</p>
      <ul className="cart-similar">
        {shown.map((order) => (
          <li key={order.id} className="cart-similar__order" data-testid="cart-similar-order">
            <b>
              Заказ № {order.id} от {formatDisplayDate(order.createdAt)}
            </b>
            <span>
              {order.statusName} · {formatPrice(order.totalPrice)}
            </span>
            <span className="cart-similar__goods">{order.orderProducts.map((line) => line.productName).join(', ')}</span>
          </li>
        ))}
      </ul>
      {!all && orders.length > SIMILAR_ORDERS_SHOWN && (
        <Button variant="link" onClick={() => setAll(true)}>
          {MESSAGES.showMoreOrders}
        </Button>
      )}
    </Dialog>
  );
}

/** SPEC §2 "successful order": the number; online payment goes to the gateway's page. */
export function OrderPlacedModal() {
  const [placed, session, close] = useUnit([$placedOrder, $session, placedOrderClosed]);
  return (
    <Dialog open={placed !== null} onClose={() => close()} title="Заказ оформлен" size="sm" testId="cart-success-modal">
      {placed && (
        <>
          <p data-testid="cart-success-number">Номер заказа: {placed.orderId}</p>
          {placed.address ? (
            <p>
              Переходим на страницу оплаты… Если этого не случилось, <a href={placed.address}>перейдите к оплате</a>.
            </p>
          ) : (
            <p>Оператор позвонит вам, чтобы подтвердить заказ.</p>
          )}
          <div className="cart-checkout__row">
            <Link to="/store" className={buttonClassName({ variant: 'outlined' })} onClick={() => close()}>
              Продолжить покупки
            </Link>
            {session.isAuth && (
              <Link to={`/profile/orders/${placed.orderId}`} className={buttonClassName({ variant: 'link' })} onClick={() => close()}>
                Мои заказы
              </Link>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
