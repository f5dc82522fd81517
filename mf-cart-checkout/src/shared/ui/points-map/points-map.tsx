import { Clusterer, Map, Placemark, YMaps } from '@pbe/react-yandex-maps';
import { MAP } from '@store/domain';
import { useMemo, type MouseEvent } from 'react';
import { MAPS_CONFIG } from '../../config/env';
import type { MapPoint } from './types';
import './points-map.css';

export interface PointsMapProps {
  points: readonly MapPoint[];
  zoom: number;
  selectedId: string | null;
  onChoose(id: string): void;
  /** What the map shows, for screen readers (the list beside it is the accessible way to choose). */
  label: string;
  testId?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The balloon is HTML inside the map's container: its «Выбрать» reaches React through the click below. */
const balloonOf = (point: MapPoint) =>
  `<div class="cart-map-balloon"><b>${escapeHtml(point.title)}</b><br>${escapeHtml(point.address)}` +
  `<br><button type="button" class="cart-map-balloon__choose" data-point-id="${escapeHtml(point.id)}">Выбрать</button></div>`;

// csp: the maps' own styles come as blob: stylesheets the store's Content-Security-Policy allows
// (static-server security-headers), not as inline style elements it refuses.
const QUERY: Record<string, string> = MAPS_CONFIG.apiKey
  ? { lang: MAPS_CONFIG.lang, csp: 'true', apikey: MAPS_CONFIG.apiKey }
  : { lang: MAPS_CONFIG.lang, csp: 'true' };

/**
 * Points on Yandex Maps 2.1 (SPEC §2, §9: clustered markers on a 64 px grid, a «Выбрать» button in
 * each balloon). Loaded with its script only when shown; without the script the list beside it
 * is the whole choice.
 */
export default function PointsMap({ points, zoom, selectedId, onChoose, label, testId }: PointsMapProps) {
  const selected = points.find((point) => point.id === selectedId) ?? points[0];
  const center = selected?.coordinates;
  const state = useMemo(() => (center ? { center: [...center], zoom } : { center: [52.75, 103.65], zoom }), [center, zoom]);

  const chooseFromBalloon = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-point-id]');
    if (button?.dataset.pointId) onChoose(button.dataset.pointId);
  };

  return (
    // The map container hosts the balloons' HTML; clicks on their buttons bubble up to here.
    <div className="cart-points-map" role="region" aria-label={label} data-testid={testId} onClick={chooseFromBalloon}>
      <YMaps query={QUERY} version={MAPS_CONFIG.version} enterprise={MAPS_CONFIG.enterprise}>
        <Map state={state} className="cart-points-map__map" modules={['control.ZoomControl']}>
          <Clusterer options={{ preset: 'islands#invertedRedClusterIcons', gridSize: MAP.clusterGridSize, groupByCoordinates: false }}>
            {points.map((point) => (
              <Placemark
                key={point.id}
                geometry={[...point.coordinates]}
                properties={{ balloonContentBody: balloonOf(point), hintContent: point.title }}
                options={{ preset: point.id === selectedId ? 'islands#redDotIcon' : 'islands#blueDotIcon' }}
                modules={['geoObject.addon.balloon', 'geoObject.addon.hint']}
              />
            ))}
          </Clusterer>
        </Map>
      </YMaps>
    </div>
  );
}
