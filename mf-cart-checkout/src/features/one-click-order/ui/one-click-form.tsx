import { NOTICES, validateCheckoutForm, validateRequired } from '@store/domain';
import { Button, Checkbox, RadioGroup, SegmentedControl, Select, TextArea } from '@store/ui';
import { useUnit } from 'effector-react';
import { useMemo, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { Link } from '@store/router';
import { $account, buyerValuesOf } from '../../../entities/account';
import { AddressFields, LegalEntityFields } from '../../../shared/ui/buyer-fields';
import { FormText } from '../../../shared/ui/form-text';
import { oneClickDeliveryId } from '../lib/order-body';
import {
  $courierCities,
  $errors,
  $otherCity,
  $submitting,
  DEMO_BLOCKED,
  oneClickSubmitted,
  type OneClickOrderForm,
  type OneClickValues,
} from '../model/one-click';

const FIELD_TEST_ID = 'cart-one-click-';

/** What the one-click form adds to where both order forms start: no newsletter, pay on receipt, pickup. */
const ONE_CLICK_DEFAULTS: OneClickValues = { newsletterConsent: false, sbpPayment: 'false', delivery: 'pickup' };

/** SPEC §5 for the one-click form; «Другой город» also needs the courier company's city and the address. */
function validate(values: OneClickValues, otherCity: boolean) {
  const errors: Record<string, string | undefined> = {
    ...validateCheckoutForm(values, { oneClick: true, deliveryId: oneClickDeliveryId(values, otherCity) }),
  };
  if (otherCity) {
    errors.courierCityCode = validateRequired(values.courierCityCode);
    errors.city = validateRequired(values.city);
    errors.street = validateRequired(values.street);
    errors.house = validateRequired(values.house);
  }
  return errors;
}

function Text(props: { name: keyof OneClickOrderForm & string; label: string } & Record<string, unknown>) {
  return <FormText {...props} testIdPrefix={FIELD_TEST_ID} />;
}

function Flag({ name, label }: { name: keyof OneClickOrderForm & string; label: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => (
        <Checkbox {...input} label={label} error={meta.touched && meta.error} data-testid={`${FIELD_TEST_ID}${name}`} />
      )}
    </Field>
  );
}

/** SPEC §3 "One-click order form" with the rules of §5; the order itself is the model's. */
export function OneClickForm() {
  const [account, otherCity, cities, errors, submitting, submit] = useUnit([
    $account,
    $otherCity,
    $courierCities,
    $errors,
    $submitting,
    oneClickSubmitted,
  ]);
  const initialValues = useMemo((): OneClickValues => ({ ...buyerValuesOf(account), ...ONE_CLICK_DEFAULTS }), [account]);
  return (
    <Form<OneClickValues>
      onSubmit={(values) => {
        submit(values);
      }}
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={(values) => validate(values, otherCity)}
      render={({ handleSubmit, values, form }) => (
        <form className="cart-one-click__form" onSubmit={handleSubmit} noValidate data-testid="cart-one-click-form">
          <Text name="customer" label="Фамилия и имя" autoComplete="name" />
          <Text name="phone" label="Телефон" type="tel" inputMode="tel" autoComplete="tel" readOnly={Boolean(account?.phone)} />
          <Text name="phoneContact" label="Дополнительный телефон" type="tel" inputMode="tel" />
          <Text name="email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" />
          <fieldset className="cart-one-click__messengers">
            <legend>Удобно связаться через</legend>
            <Flag name="viber" label="Viber" />
            <Flag name="whatsapp" label="WhatsApp" />
            <Flag name="telegram" label="Telegram" />
          </fieldset>

          <Flag name="isLegal" label="Юридическое лицо" />
          {values.isLegal && (
            <>
              <LegalEntityFields testIdPrefix={FIELD_TEST_ID} />
            </>
          )}

          {otherCity ? (
            <div className="cart-one-click__delivery" data-testid="cart-one-click-courier-company">
              <p>Доставка курьерской компанией до двери; стоимость рассчитаем при оформлении, срок — до 3 дней.</p>
              <Field<string> name="courierCityCode">
                {({ input, meta }) => (
                  <Select
                    {...input}
                    label="Город доставки"
                    options={[
                      { value: '', label: 'Выберите город' },
                      ...cities.map((city) => ({ value: String(city.code), label: city.name })),
                    ]}
                    error={meta.touched && meta.error}
                  />
                )}
              </Field>
            </div>
          ) : (
            <SegmentedControl
              label="Получение"
              options={[
                { value: 'pickup', label: 'Самовывоз' },
                { value: 'courier', label: 'Курьером' },
              ]}
              value={values.delivery ?? 'pickup'}
              onChange={(value) => form.change('delivery', value as 'pickup' | 'courier')}
            />
          )}
          {(otherCity || values.delivery === 'courier') && (
            <>
              {values.isLegal && !otherCity && <Flag name="legalAddressCoincides" label="Доставить по юридическому адресу" />}
              {!(values.isLegal && values.legalAddressCoincides && !otherCity) && (
                <div className="cart-one-click__address">
                  <AddressFields testIdPrefix={FIELD_TEST_ID} />
                </div>
              )}
            </>
          )}

          {values.isLegal ? (
            <p className="cart-one-click__note">Оплата по банковскому счету: счёт пришлём на почту, доставка — после полной оплаты.</p>
          ) : (
            <Field<string> name="sbpPayment">
              {({ input }) => (
                <RadioGroup
                  legend="Оплата"
                  name={input.name}
                  value={input.value || 'false'}
                  onChange={input.onChange}
                  options={[
                    { value: 'true', label: 'Оплатить сейчас через СБП' },
                    otherCity
                      ? { value: 'false', label: 'Банковской картой онлайн' }
                      : { value: 'false', label: 'При получении', description: 'Оператор позвонит, чтобы подтвердить заказ' },
                  ]}
                />
              )}
            </Field>
          )}

          <Field<string> name="comment">{({ input }) => <TextArea {...input} label="Комментарий" maxLength={1000} rows={2} />}</Field>
          <Flag name="newsletterConsent" label="Хочу получать новости и акции магазина" />
          <Flag
            name="agreementContract"
            label={
              <>
                Принимаю условия <a href="/docs/pravila_prodazhi">договора купли-продажи</a>
              </>
            }
          />
          <Flag name="agreementNotification" label="Согласен на обработку персональных данных и уведомления о заказе" />

          {errors.length > 0 && (
            <ul className="cart-one-click__errors" role="alert" data-testid="cart-one-click-errors">
              {errors.map((message) => (
                <li key={message}>
                  {message === DEMO_BLOCKED ? NOTICES.demoSite : message}
                  {/^Заказ от \d+ рублей$/.test(message) && (
                    <>
                      {' '}
                      <Link to="/point">Адреса магазинов</Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Button type="submit" block loading={submitting} data-testid="cart-one-click-submit">
            Оформить заказ
          </Button>
        </form>
      )}
    />
  );
}
