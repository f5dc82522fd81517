import type { ModalProps } from '@store/bus';
import { DEFECT_ITEM_LABEL, formatPhone, NOTICES, validateCheckoutForm, validateRequired } from '@store/domain';
import {
  Button,
  buttonClassName,
  Checkbox,
  Dialog,
  ErrorState,
  Price,
  ProductImage,
  RadioGroup,
  SegmentedControl,
  Select,
  Skeleton,
  StatusBadge,
  TextArea,
} from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { $account } from '../../../entities/account';
import { $otherCity } from '../../../entities/city';
import type { AccountUser } from '../../../shared/api';
import { FormText } from '../../../shared/ui/form-text';
import {
  $courierCities,
  $errors,
  $price,
  $product,
  $result,
  $status,
  $submitting,
  DEMO_BLOCKED,
  oneClickClosed,
  oneClickOpened,
  oneClickSubmitted,
  productRetried,
  type OneClickOrderForm,
  type OneClickValues,
} from '../model/one-click';
import './one-click.css';

type Props = ModalProps<{ productId: number; defectSerialNumber: string | null }>;

function initialValuesFor(account: AccountUser | null): OneClickValues {
  const base: OneClickValues = {
    agreementContract: true,
    agreementNotification: true,
    newsletterConsent: false,
    isLegal: false,
    sbpPayment: 'false',
    delivery: 'pickup',
  };
  if (!account) return base;
  return {
    ...base,
    customer: [account.lastName, account.firstName, account.middleName].filter(Boolean).join(' '),
    phone: account.phone ? formatPhone(account.phone) : '',
    email: account.email ?? '',
    isLegal: account.legal !== null,
    legalName: account.legal?.legalName,
    legalAddress: account.legal?.legalAddress,
    legalEmail: account.legal?.legalEmail,
    inn: account.legal?.inn,
    kpp: account.legal?.kpp,
  };
}

function validate(values: OneClickValues, otherCity: boolean) {
  const deliveryId = otherCity ? undefined : values.delivery === 'courier' ? 4 : 2;
  const errors: Record<string, string | undefined> = { ...validateCheckoutForm(values, { oneClick: true, deliveryId }) };
  if (otherCity) {
    errors.courierCityCode = validateRequired(values.courierCityCode);
    errors.city = validateRequired(values.city);
    errors.street = validateRequired(values.street);
    errors.house = validateRequired(values.house);
  }
  return errors;
}

function Text(props: { name: keyof OneClickOrderForm & string; label: string } & Record<string, unknown>) {
  return <FormText {...props} testIdPrefix="cart-one-click-" />;
}

function Flag({ name, label }: { name: keyof OneClickOrderForm & string; label: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => <Checkbox {...input} label={label} error={meta.touched && meta.error} data-testid={`cart-one-click-${name}`} />}
    </Field>
  );
}

/**
 * cart_checkout/OneClickOrderModal (bus ModalProps<{ productId, defectSerialNumber }>): mounted by
 * the shell on `oneClickOrderRequested` from a product page; its code loads after the event, so it
 * tells the model it opened.
 */
export function OneClickOrderModal({ productId, defectSerialNumber, onClose }: Props) {
  const [opened, closed] = useUnit([oneClickOpened, oneClickClosed]);
  useEffect(() => {
    opened({ productId, defectSerialNumber });
  }, [opened, productId, defectSerialNumber]);
  const close = () => {
    closed();
    onClose();
  };
  return (
    <Dialog open onClose={close} title="Купить в 1 клик" testId="cart-one-click">
      <div data-boundary="cart" className="cart-one-click">
        <OneClickBody onClose={close} />
      </div>
    </Dialog>
  );
}

function OneClickBody({ onClose }: { onClose(): void }) {
  const [status, product, price, result, retry] = useUnit([$status, $product, $price, $result, productRetried]);
  if (result) return <OneClickSuccess orderId={result.orderId} address={result.address ?? null} onClose={onClose} />;
  if (status === 'loading') return <Skeleton height={420} />;
  if (status === 'notFound') return <p role="alert">Товар не найден или больше не продаётся.</p>;
  if (status === 'error' || !product) {
    return <ErrorState message="Не удалось загрузить товар. Проверьте подключение и попробуйте ещё раз." onRetry={() => retry()} />;
  }
  const image = product.productImages.find((i) => i.main)?.name ?? product.productImages[0]?.name ?? null;
  return (
    <>
      <div className="cart-one-click__product" data-testid="cart-one-click-product">
        <ProductImage name={image} alt={product.title} width={72} height={72} sizes="72px" />
        <div>
          <p className="cart-one-click__title">{product.title}</p>
          {product.defectSerialNumber && (
            <p className="cart-one-click__defect">
              <StatusBadge tone="info">{DEFECT_ITEM_LABEL}</StatusBadge> Серийный номер: {product.defectSerialNumber}
            </p>
          )}
          {price === null ? <StatusBadge tone="neutral">Не продаётся в выбранном городе</StatusBadge> : <Price value={price} size="md" />}
        </div>
      </div>
      <OneClickForm />
    </>
  );
}

function OneClickForm() {
  const [account, otherCity, cities, errors, submitting, submit] = useUnit([
    $account,
    $otherCity,
    $courierCities,
    $errors,
    $submitting,
    oneClickSubmitted,
  ]);
  const initialValues = useMemo(() => initialValuesFor(account), [account]);
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
              <Text name="legalName" label="Название организации" />
              <Text name="legalAddress" label="Юридический адрес" />
              <Text name="legalEmail" label="Почта для счёта" type="email" inputMode="email" />
              <Text name="inn" label="ИНН" inputMode="numeric" />
              <Text name="kpp" label="КПП" inputMode="numeric" />
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
                  <Text name="city" label="Город" autoComplete="address-level2" />
                  <Text name="street" label="Улица" autoComplete="address-line1" />
                  <Text name="house" label="Дом" maxLength={16} />
                  <Text name="apartment" label="Квартира, офис" maxLength={16} />
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

function OneClickSuccess({ orderId, address, onClose }: { orderId: number; address: string | null; onClose(): void }) {
  return (
    <div className="cart-one-click__success" data-testid="cart-one-click-success" aria-live="polite">
      <p className="cart-one-click__title">Заказ № {orderId} оформлен</p>
      {address ? (
        <>
          <p>Оплатите заказ на странице платёжного сервиса.</p>
          <a href={address} className={buttonClassName({ block: true })} data-testid="cart-one-click-pay">
            Перейти к оплате
          </a>
        </>
      ) : (
        <>
          <p>Оператор позвонит вам, чтобы подтвердить заказ.</p>
          <Button variant="outlined" block onClick={onClose}>
            Хорошо
          </Button>
        </>
      )}
    </div>
  );
}
