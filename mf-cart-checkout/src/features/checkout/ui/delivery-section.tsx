import { DELIVERY, MAP, formatPrice, pluralRu } from '@store/domain';
import { Button, ErrorState, RadioGroup, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { Suspense, useState, type ReactNode } from 'react';
import { $courierDestination, calculatorOpened, courierDeliveryRemoved } from '../../../entities/delivery';
import { PointsMap, type MapPoint } from '../../../shared/ui/points-map';
import {
  $availableDeliveries,
  $deliveriesError,
  $deliveriesLoading,
  $deliveryId,
  $shopId,
  $shops,
  $shopsLoading,
  deliveriesRetried,
  deliveryChosen,
  shopChosen,
} from '../model/options';
import { DAYS_UP_TO_FORMS } from '../../../shared/lib/plural-forms';

/** Pickup shops as points of the map (shops without coordinates stay in the list only). */
function shopPoints(shops: ReturnType<typeof $shops.getState>): MapPoint[] {
  return shops.flatMap((shop) =>
    shop.coordinates ? [{ id: String(shop.id), title: shop.title, address: shop.address, coordinates: shop.coordinates }] : [],
  );
}

function hoursOf(shop: { openingHoursCustom: string | null; openingHoursMain: string | null; openingHoursWeekend: string | null }) {
  if (shop.openingHoursCustom) return shop.openingHoursCustom;
  return [shop.openingHoursMain && `Пн–Пт ${shop.openingHoursMain}`, shop.openingHoursWeekend && `Сб–Вс ${shop.openingHoursWeekend}`]
    .filter(Boolean)
    .join(', ');
}

/** SPEC §2 "Delivery selector block": the delivery kinds of the city, pickup shops (list and map), the courier company. */
export function DeliverySection({ children }: { children?: ReactNode }) {
  const [options, deliveryId, error, loading, shops, shopId, shopsLoading, destination] = useUnit([
    $availableDeliveries,
    $deliveryId,
    $deliveriesError,
    $deliveriesLoading,
    $shops,
    $shopId,
    $shopsLoading,
    $courierDestination,
  ]);
  const [choose, chooseShop, retry, openCalculator, removeDestination] = useUnit([
    deliveryChosen,
    shopChosen,
    deliveriesRetried,
    calculatorOpened,
    courierDeliveryRemoved,
  ]);
  const [mapShown, setMapShown] = useState(false);
  const points = shopPoints(shops);

  return (
    <section className="cart-checkout__section" aria-labelledby="cart-delivery-title" data-testid="cart-delivery">
      <h2 id="cart-delivery-title" className="cart-checkout__title">
        Доставка
      </h2>
      {error ? (
        <ErrorState message={error} onRetry={() => retry()} />
      ) : loading && options.length === 0 ? (
        <Skeleton height={120} />
      ) : (
        <RadioGroup
          legend={<span className="cart-visually-hidden">Способ доставки</span>}
          name="cart-delivery"
          value={deliveryId === null ? undefined : String(deliveryId)}
          onChange={(value) => choose(Number(value))}
          options={options.map((option) => ({ value: String(option.id), label: option.name, description: option.description }))}
        />
      )}

      {deliveryId === DELIVERY.POINT && (
        <div className="cart-checkout__shops" data-testid="cart-shops">
          <div className="cart-checkout__shops-head">
            <h3 className="cart-checkout__subtitle">Магазин самовывоза</h3>
            {points.length > 0 && (
              <Button
                variant="link"
                size="sm"
                aria-expanded={mapShown}
                onClick={() => setMapShown((shown) => !shown)}
                data-testid="cart-map-toggle"
              >
                {mapShown ? 'Скрыть карту' : 'Показать на карте'}
              </Button>
            )}
          </div>
          {mapShown && (
            <Suspense fallback={<Skeleton height={360} />}>
              <PointsMap
                points={points}
                zoom={MAP.zoom}
                selectedId={shopId === null ? null : String(shopId)}
                onChoose={(id) => chooseShop(Number(id))}
                label="Магазины на карте"
                testId="cart-shops-map"
              />
            </Suspense>
          )}
          {shopsLoading && shops.length === 0 ? (
            <Skeleton height={88} />
          ) : (
            <RadioGroup
              legend={<span className="cart-visually-hidden">Магазин самовывоза</span>}
              name="cart-shop"
              value={shopId === null ? undefined : String(shopId)}
              onChange={(value) => chooseShop(Number(value))}
              options={shops.map((shop) => ({
                value: String(shop.id),
                label: shop.title,
                description: [shop.address, hoursOf(shop)].filter(Boolean).join(' · '),
              }))}
            />
          )}
        </div>
      )}

      {deliveryId === DELIVERY.COURIER_COMPANY && (
        <div className="cart-checkout__courier" data-testid="cart-courier-company">
          {destination ? (
            <div className="cart-checkout__destination" data-testid="cart-destination">
              <p>
                <b>{destination.cityName}</b>:{' '}
                {destination.mode === 'office'
                  ? `пункт выдачи, ${destination.pointAddress ?? destination.pointCode}`
                  : `курьером, ${destination.address?.street}, ${destination.address?.house}`}
              </p>
              <p>
                {formatPrice(destination.price)}, до {destination.days} {pluralRu(destination.days, DAYS_UP_TO_FORMS)}
              </p>
              <div className="cart-checkout__row">
                <Button variant="outlined" size="sm" onClick={() => openCalculator()}>
                  Изменить
                </Button>
                <Button variant="link" size="sm" onClick={() => removeDestination()}>
                  Убрать доставку
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p>Доставка в другой город занимает до 3 дней и рассчитывается индивидуально.</p>
              <Button variant="outlined" onClick={() => openCalculator()} data-testid="cart-calculator-open">
                Рассчитать стоимость доставки
              </Button>
            </>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
