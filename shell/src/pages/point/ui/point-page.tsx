import type { Shop } from '@store/api-client';
import { $city, cityChoiceRequested } from '@store/bus';
import { formatPhone, shopHoursOn } from '@store/domain';
import { Button, ErrorState, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { $regions, $regionsFailed, fetchRegionsFx, regionsRequested } from '../../../features/city';
import { MAPS } from '../../../shared/config/maps';
import { ContentPage } from '../../../shared/ui';
import { pointOf, shopWeekday, shopsToList } from '../lib/shops';
import './point.css';

/** The map and its binding load only here, and only when the maps script is configured. */
const ShopsMap = lazy(() => import('./shops-map'));

function ShopCard({ shop, weekday }: { shop: Shop; weekday: number }) {
  const today = shopHoursOn(shop, weekday);
  return (
    <li className="shell-shop" data-testid="shell-shop">
      <h3 className="shell-shop__title">{shop.title}</h3>
      <p className="shell-shop__address">{shop.address}</p>
      <p>
        <strong>Сегодня:</strong> {today ?? 'часы работы уточняйте по телефону'}
      </p>
      {!shop.openingHoursCustom && (
        <p className="shell-muted">
          Пн–Пт: {shop.openingHoursMain ?? '—'}; Сб–Вс: {shop.openingHoursWeekend ?? '—'}
        </p>
      )}
      {shop.phone && (
        <p>
          <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(shop.phone)}</a>
        </p>
      )}
    </li>
  );
}

/** Shops of the selected city (SPEC §2 /point): address, today's hours, phone, and a map when the maps script loads. */
export function PointPage() {
  const [city, regions, failed, loading, request, chooseCity] = useUnit([
    $city,
    $regions,
    $regionsFailed,
    fetchRegionsFx.pending,
    regionsRequested,
    cityChoiceRequested,
  ]);
  useEffect(() => {
    request();
  }, [request]);
  const groups = useMemo(() => shopsToList(regions, city), [regions, city]);
  const weekday = shopWeekday(new Date());
  const shops = groups.flatMap((group) => group.shops);
  const onMap = shops.filter((shop) => pointOf(shop) !== null);
  const focus = onMap.find((shop) => shop.id === city?.shopId) ?? onMap[0];
  const center = focus ? pointOf(focus) : null;

  return (
    <ContentPage path="/point" testId="shell-page-point">
      <p className="shell-point__city">
        Ваш город: <strong>{city?.name ?? '…'}</strong>{' '}
        <Button variant="link" onClick={() => chooseCity()}>
          Сменить город
        </Button>
      </p>
      {regions.length === 0 && failed && !loading && (
        <ErrorState
          message="Не удалось загрузить список магазинов. Проверьте подключение и попробуйте ещё раз."
          onRetry={() => request()}
        />
      )}
      {regions.length === 0 && !failed && <Skeleton lines={6} height={20} />}
      {groups.map((group) => (
        <section key={group.cityName} aria-label={group.cityName}>
          {groups.length > 1 && <h2>{group.cityName}</h2>}
          <ul className="shell-shops" data-testid="shell-shop-list">
            {group.shops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} weekday={weekday} />
            ))}
          </ul>
        </section>
      ))}
      {MAPS.enabled && center && (
        <Suspense fallback={<div className="shell-shops-map" />}>
          <ShopsMap shops={onMap} center={center} />
        </Suspense>
      )}
    </ContentPage>
  );
}
