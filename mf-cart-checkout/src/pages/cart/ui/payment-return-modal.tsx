import { $session, authModalRequested } from '@store/bus';
import { paymentArrivalText } from '@store/domain';
import { Button, buttonClassName, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { Link } from '@store/router';
import { $paymentReturn, paymentReturnClosed } from '../model/page';

/** Back from the payment gateway (SPEC §4 order payment): paid or not, and what to do next. */
export function PaymentReturnModal() {
  const [payment, session, close, signIn] = useUnit([$paymentReturn, $session, paymentReturnClosed, authModalRequested]);
  if (!payment) return null;
  const title = payment.paid ? `Заказ № ${payment.orderId} оплачен` : `Заказ № ${payment.orderId} не оплачен`;
  const orderPath = `/profile/orders/${payment.orderId}`;
  return (
    <Dialog open onClose={() => close()} title={title} size="sm" testId="cart-payment-return">
      <p data-testid="cart-payment-status">
        {payment.paid
          ? `Оплата прошла успешно. ${paymentArrivalText()}.`
          : 'Оплата не прошла. Оплатить заказ можно в профиле в течение 20 часов после оформления.'}
      </p>
      <div className="cart-page__actions">
        {session.isAuth ? (
          <Link to={orderPath} className={buttonClassName({ variant: payment.paid ? 'outlined' : 'primary' })} onClick={() => close()}>
            К заказу
          </Link>
        ) : (
          !payment.paid && (
            <Button
              onClick={() => {
                close();
                signIn({ returnTo: orderPath });
              }}
            >
              Войти и оплатить
            </Button>
          )
        )}
        <Link to="/store" className={buttonClassName({ variant: 'link' })} onClick={() => close()}>
          Продолжить покупки
        </Link>
      </div>
    </Dialog>
  );
}
