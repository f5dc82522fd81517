import { ADDRESS_KIND, MAP, MESSAGES, formatPrice, pluralRu, validateCalculator, type AddressKind } from '@store/domain';
import { Button, Dialog, RadioGroup, SegmentedControl, Select, Skeleton, TextField } from '@store/ui';
import { useUnit } from 'effector-react';
import { Suspense, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { $calculatorOpen, calculatorClosed } from '../../../entities/delivery';
import { DAYS_UP_TO_FORMS } from '../../../shared/lib/plural-forms';
import { PointsMap } from '../../../shared/ui/points-map';
import {
  $calculating,
  $cities,
  $cityCode,
  $errors,
  $failed,
  $message,
  $mode,
  $pointCode,
  $points,
  $pointsLoading,
  $quote,
  calculateClicked,
  deliveryAddClicked,
  destinationCityChosen,
  modeChanged,
  pointChosen,
  type AddressValues,
} from '../model/calculator';
import './calculator.css';

const MODES = [
  { value: ADDRESS_KIND.OFFICE, label: 'В пункт выдачи' },
  { value: ADDRESS_KIND.HOME, label: 'Курьером до двери' },
];

/** SPEC §2 delivery-cost calculator (800 px): destination, mode, point or address, the result. */
export function CalculatorModal() {
  const [open, close] = useUnit([$calculatorOpen, calculatorClosed]);
  return (
    <Dialog open={open} onClose={() => close()} title="Расчёт стоимости доставки" size="lg" testId="cart-calculator">
      <CalculatorBody />
    </Dialog>
  );
}

function CalculatorBody() {
  const [cities, cityCode, mode, points, pointsLoading, pointCode, quote, failed, errors, message, calculating] = useUnit([
    $cities,
    $cityCode,
    $mode,
    $points,
    $pointsLoading,
    $pointCode,
    $quote,
    $failed,
    $errors,
    $message,
    $calculating,
  ]);
  const [chooseCity, changeMode, choosePoint, calculate, add] = useUnit([
    destinationCityChosen,
    modeChanged,
    pointChosen,
    calculateClicked,
    deliveryAddClicked,
  ]);
  const [mapShown, setMapShown] = useState(true);
  const cityName = cities.find((city) => city.code === cityCode)?.name ?? '';

  return (
    <Form<AddressValues>
      onSubmit={(values) => {
        calculate(values);
      }}
      initialValues={{ city: cityName }}
      validate={(values) => (mode === ADDRESS_KIND.HOME ? validateCalculator({ mode, ...values }) : {})}
      render={({ handleSubmit }) => (
        <form className="cart-calculator" onSubmit={handleSubmit} noValidate>
          <Select
            label="Город доставки"
            value={cityCode === null ? '' : String(cityCode)}
            onChange={(event) => chooseCity(Number(event.target.value))}
            options={cities.map((city) => ({ value: String(city.code), label: city.name }))}
            data-testid="cart-calculator-city"
          />
          <SegmentedControl label="Способ получения" options={MODES} value={mode} onChange={(value) => changeMode(value as AddressKind)} />

          {mode === ADDRESS_KIND.OFFICE ? (
            <div className="cart-calculator__points" data-testid="cart-calculator-points">
              <Button variant="link" size="sm" aria-expanded={mapShown} onClick={() => setMapShown((shown) => !shown)}>
                {mapShown ? 'Скрыть карту' : 'Показать на карте'}
              </Button>
              {mapShown && points.length > 0 && (
                <Suspense fallback={<Skeleton height={360} />}>
                  <PointsMap
                    points={points.map((point) => ({
                      id: point.code,
                      title: point.address,
                      address: point.address_full,
                      coordinates: point.coordinates,
                    }))}
                    zoom={MAP.calculatorZoom}
                    selectedId={pointCode}
                    onChoose={(code) => choosePoint(code)}
                    label="Пункты выдачи на карте"
                    testId="cart-calculator-map"
                  />
                </Suspense>
              )}
              {pointsLoading && points.length === 0 ? (
                <Skeleton height={88} />
              ) : points.length === 0 ? (
                <p>В этом городе нет пунктов выдачи для этих товаров. Выберите доставку курьером.</p>
              ) : (
                <div className="cart-calculator__list">
                  <RadioGroup
                    legend="Пункт выдачи"
                    name="cart-calculator-point"
                    value={pointCode ?? undefined}
                    onChange={(code) => choosePoint(code)}
                    options={points.map((point) => ({ value: point.code, label: point.address, description: point.address_full }))}
                    error={errors.pointCode}
                  />
                </div>
              )}
            </div>
          ) : (
            <div className="cart-calculator__address" data-testid="cart-calculator-address">
              {(['city', 'street', 'house'] as const).map((name) => (
                <Field<string> key={name} name={name}>
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      label={name === 'city' ? 'Город' : name === 'street' ? 'Улица' : 'Дом'}
                      maxLength={name === 'house' ? 16 : 64}
                      error={meta.touched && meta.error}
                      data-testid={`cart-calculator-${name}`}
                    />
                  )}
                </Field>
              ))}
            </div>
          )}

          {message && (
            <p className="cart-calculator__message" role="alert" data-testid="cart-calculator-message">
              {message}
            </p>
          )}
          {errors.pointCode && mode === ADDRESS_KIND.OFFICE && points.length === 0 && (
            <p className="cart-calculator__message" role="alert">
              {MESSAGES.calculatorPoint}
            </p>
          )}

          <Button type="submit" variant="outlined" disabled={failed} loading={calculating} data-testid="cart-calculator-calculate">
            Рассчитать
          </Button>

          {quote && (
            <div className="cart-calculator__result" data-testid="cart-calculator-result" aria-live="polite">
              <p>
                Срок: до {quote.days} {pluralRu(quote.days, DAYS_UP_TO_FORMS)}
              </p>
              <p>
                Стоимость: <b data-testid="cart-calculator-price">{formatPrice(quote.price)}</b>
              </p>
              <Button onClick={() => add()} data-testid="cart-calculator-add">
                {MESSAGES.addDeliveryToOrder}
              </Button>
            </div>
          )}
        </form>
      )}
    />
  );
}
