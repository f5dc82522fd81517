import { formatPrice, INSTALMENT_PLANS, PAYMENT_METHOD } from '@store/domain';
import { RadioGroup, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import {
  $orderTotal,
  $paymentLoading,
  $paymentMessage,
  $paymentMethodId,
  $paymentMethods,
  $prepayment,
  paymentMethodChosen,
} from '../model/options';

const INSTALMENT_METHODS: readonly number[] = [PAYMENT_METHOD.MONEYCARE, PAYMENT_METHOD.ONLINE_CREDIT];
const percent = (value: number) => `${String(value).replace('.', ',')} %`;
const MONTH_FORMS: Record<number, string> = { 2: 'месяца', 3: 'месяца', 4: 'месяца', 6: 'месяцев' };

/** SPEC §6, §9: the methods the API allows for this delivery and buyer; instalment terms; the prepayment. */
export function PaymentSection() {
  const [methods, chosen, message, loading, total, prepayment] = useUnit([
    $paymentMethods,
    $paymentMethodId,
    $paymentMessage,
    $paymentLoading,
    $orderTotal,
    $prepayment,
  ]);
  const choose = useUnit(paymentMethodChosen);
  return (
    <section className="cart-checkout__section" aria-labelledby="cart-payment-title" data-testid="cart-payment">
      <h2 id="cart-payment-title" className="cart-checkout__title">
        Оплата
      </h2>
      {loading && methods.length === 0 ? (
        <Skeleton height={120} />
      ) : methods.length === 0 ? (
        <p className="cart-checkout__notice" role="status" data-testid="cart-no-payment">
          {message}
        </p>
      ) : (
        <RadioGroup
          legend={<span className="cart-visually-hidden">Способ оплаты</span>}
          name="cart-payment"
          value={chosen === null ? undefined : String(chosen)}
          onChange={(value) => choose(Number(value))}
          options={methods.map((method) => ({ value: String(method.id), label: method.name, description: method.description }))}
        />
      )}
      {chosen !== null && INSTALMENT_METHODS.includes(chosen) && (
        <div className="cart-checkout__plans" data-testid="cart-instalments">
          <h3 className="cart-checkout__subtitle">Условия рассрочки</h3>
          <table className="cart-checkout__table">
            <thead>
              <tr>
                <th scope="col">Срок</th>
                <th scope="col">Переплата</th>
                <th scope="col">Первый взнос</th>
              </tr>
            </thead>
            <tbody>
              {INSTALMENT_PLANS.map((plan) => (
                <tr key={plan.months}>
                  <td>
                    {plan.months} {MONTH_FORMS[plan.months] ?? 'месяцев'}
                  </td>
                  <td>{percent(plan.ratePercent)}</td>
                  <td>
                    {percent(plan.firstPaymentPercent)} — {formatPrice(Math.ceil((total * plan.firstPaymentPercent) / 100))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {prepayment > 0 && (
        <p className="cart-checkout__notice" data-testid="cart-prepayment">
          Предоплата за доставку: <b>{formatPrice(prepayment)}</b>. Её нужно оплатить онлайн сразу после оформления, остальное — при
          получении.
        </p>
      )}
    </section>
  );
}
