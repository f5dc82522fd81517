import type { Shop } from '@store/api-client';
import { formatPhone, MAP } from '@store/domain';
import { Clusterer, Map, Placemark, YMaps } from '@pbe/react-yandex-maps';
import { useEffect, useState } from 'react';
import { MAPS } from '../../../shared/config/maps';
import { pointOf, type MapPoint } from '../lib/shops';

const MAPS_HOST = /(^|\.)api-maps\.yandex\.ru$/;

/**
 * The binding loads the maps script itself and never reports a failed load, so the page watches
 * for the script's load error and then shows the list alone (SPEC: the page must work without it).
 */
function useMapsScriptFailed(): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLScriptElement) || !target.src) return;
      if (MAPS_HOST.test(new URL(target.src).hostname)) setFailed(true);
    };
    window.addEventListener('error', onError, true);
    return () => window.removeEventListener('error', onError, true);
  }, []);
  return failed;
}

const balloon = (shop: Shop) =>
  [
    shop.address,
    shop.openingHoursCustom ?? `Пн–Пт: ${shop.openingHoursMain ?? '—'}; Сб–Вс: ${shop.openingHoursWeekend ?? '—'}`,
    shop.phone ? formatPhone(shop.phone) : '',
  ]
    .filter(Boolean)
    .join('<br>');

/** The shops on a Yandex map (2.1, ru_RU): zoom 17 on the chosen shop, markers clustered on a 64 px grid. */
export default function ShopsMap({ shops, center }: { shops: Shop[]; center: MapPoint }) {
  const failed = useMapsScriptFailed();
  if (failed) return null;
  return (
    <div className="shell-shops-map" data-testid="shell-shops-map" aria-label="Магазины на карте" role="region">
      <YMaps
        version={MAPS.version}
        enterprise={MAPS.enterprise}
        query={{ lang: MAPS.lang as 'ru_RU', load: 'package.full', csp: true, ...(MAPS.apiKey ? { apikey: MAPS.apiKey } : {}) }}
      >
        <Map defaultState={{ center, zoom: MAP.zoom }} width="100%" height="100%">
          <Clusterer options={{ gridSize: MAP.clusterGridSize, preset: 'islands#redClusterIcons' }}>
            {shops.map((shop) => (
              <Placemark
                key={shop.id}
                geometry={pointOf(shop) ?? center}
                properties={{ hintContent: shop.title, balloonContentHeader: shop.title, balloonContentBody: balloon(shop) }}
                options={{ preset: 'islands#redShoppingIcon' }}
              />
            ))}
          </Clusterer>
        </Map>
      </YMaps>
    </div>
  );
}
