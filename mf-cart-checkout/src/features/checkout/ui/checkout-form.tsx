import { logoutRequested } from '@store/bus';
import { DELIVERY, formatPrice, validateCheckoutForm, type CheckoutForm } from '@store/domain';
import { Button, Checkbox, TextArea } from '@store/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { buyerValuesOf } from '../../../entities/account';
import { AddressFields, LegalEntityFields } from '../../../shared/ui/buyer-fields';
import { $account, $deliveryId, buyerTypeChanged } from '../model/options';
import { $priceConflict, $submitErrors, $submitting, checkoutSubmitted, type CheckoutValues } from '../model/submit';
import { DeliverySection } from './delivery-section';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { FormText } from '../../../shared/ui/form-text';
import './checkout.css';

const SALES_RULES = '/docs/pravila_prodazhi';
const USER_AGREEMENT = '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf';
const FIELD_TEST_ID = 'cart-field-';

/** A text input bound to the form, with the §5 message under it once touched. */
function CheckoutText(props: { name: keyof CheckoutForm & string; label: string } & Record<string, unknown>) {
  return <FormText {...props} testIdPrefix={FIELD_TEST_ID} />;
}

/** SPEC §3 "Checkout form" with the rules of §5; the order itself is the model's (decision 0008). */
export function CheckoutFormView() {
  const [account, deliveryId, submitting, errors, conflict] = useUnit([$account, $deliveryId, $submitting, $submitErrors, $priceConflict]);
  const [submit, legalChanged, logout] = useUnit([checkoutSubmitted, buyerTypeChanged, logoutRequested]);
  const initialValues = useMemo(() => buyerValuesOf(account), [account]);

  return (
    <Form<CheckoutValues>
      onSubmit={(values) => {
        submit(values);
      }}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={(values) => validateCheckoutForm(values, { deliveryId: deliveryId ?? undefined })}
      render={({ handleSubmit, values }) => (
        <form className="cart-checkout" onSubmit={handleSubmit} noValidate data-testid="cart-checkout-form" aria-label="Оформление заказа">
          <section className="cart-checkout__section" aria-labelledby="cart-buyer-title">
            <h2 id="cart-buyer-title" className="cart-checkout__title">
              Покупатель
            </h2>
            {account && (
              <div className="cart-checkout__account" data-testid="cart-account">
                <p>Заказ оформляется на данные вашего аккаунта. Чтобы оформить заказ на другой номер телефона, выйдите из аккаунта.</p>
                <Button variant="outlined" size="sm" onClick={() => logout()} data-testid="cart-logout">
                  Выйти из аккаунта
                </Button>
              </div>
            )}
            <div className="cart-checkout__grid">
              <CheckoutText name="customer" label="Фамилия и имя" autoComplete="name" />
              <CheckoutText
                name="phone"
                label="Телефон"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+7 (___) ___-__-__"
                readOnly={Boolean(account?.phone)}
              />
              <CheckoutText
                name="phoneContact"
                label="Дополнительный телефон"
                type="tel"
                inputMode="tel"
                hint="Если до вас сложно дозвониться"
              />
              <CheckoutText name="email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" />
            </div>
            <Field<boolean> name="isLegal" type="checkbox">
              {({ input }) => (
                <Checkbox
                  {...input}
                  label="Юридическое лицо"
                  onChange={(event) => {
                    input.onChange(event);
                    legalChanged(event.target.checked);
                  }}
                  data-testid="cart-field-isLegal"
                />
              )}
            </Field>
            {values.isLegal && (
              <div className="cart-checkout__grid" data-testid="cart-legal">
                <LegalEntityFields testIdPrefix={FIELD_TEST_ID} />
              </div>
            )}
          </section>

          <DeliverySection>
            {deliveryId === DELIVERY.COURIER && (
              <div className="cart-checkout__address" data-testid="cart-address">
                {values.isLegal && (
                  <Field<boolean> name="legalAddressCoincides" type="checkbox">
                    {({ input }) => <Checkbox {...input} label="Доставить по юридическому адресу" />}
                  </Field>
                )}
                {!(values.isLegal && values.legalAddressCoincides) && (
                  <div className="cart-checkout__grid">
                    <AddressFields testIdPrefix={FIELD_TEST_ID} />
                  </div>
                )}
              </div>
            )}
          </DeliverySection>

          <PaymentSection />

          <section className="cart-checkout__section" aria-labelledby="cart-comment-title">
            <h2 id="cart-comment-title" className="cart-checkout__title">
              Комментарий
            </h2>
            <Field<string> name="comment">
              {({ input }) => (
                <TextArea {...input} label="Комментарий к заказу" maxLength={1000} rows={3} data-testid="cart-field-comment" />
              )}
            </Field>
          </section>

          <OrderSummary />

          <div className="cart-checkout__agreements">
            <Field<boolean> name="agreementContract" type="checkbox">
              {({ input, meta }) => (
                <Checkbox
                  {...input}
                  label={
                    <>
                      Принимаю условия <a href={SALES_RULES}>договора купли-продажи</a>
                    </>
                  }
                  error={meta.touched && meta.error}
                  data-testid="cart-field-agreementContract"
                />
              )}
            </Field>
            <Field<boolean> name="agreementNotification" type="checkbox">
              {({ input, meta }) => (
                <Checkbox
                  {...input}
                  label={
                    <>
                      Согласен на обработку персональных данных и уведомления о заказе по{' '}
                      <a href={USER_AGREEMENT}>пользовательскому соглашению</a>
                    </>
                  }
                  error={meta.touched && meta.error}
                  data-testid="cart-field-agreementNotification"
                />
              )}
            </Field>
          </div>

          {conflict && (
            <div className="cart-checkout__conflict" role="alert" data-testid="cart-price-conflict">
              <p>{conflict.message}</p>
              {conflict.totalPrice !== null && (
                <p>
                  Новая сумма заказа: <b>{formatPrice(conflict.totalPrice)}</b>. Нажмите «Оформить заказ», чтобы подтвердить её.
                </p>
              )}
            </div>
          )}
          {errors.length > 0 && (
            <ul className="cart-checkout__errors" role="alert" data-testid="cart-submit-errors">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}

          <Button type="submit" block loading={submitting} data-testid="cart-submit">
            Оформить заказ
          </Button>
        </form>
      )}
    />
  );
}
