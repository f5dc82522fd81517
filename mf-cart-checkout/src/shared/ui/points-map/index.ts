import { lazy } from 'react';

/** The map's code and the maps script load only when a map is shown (`React.lazy`). */
export const PointsMap = lazy(() => import('./points-map'));
export type { PointsMapProps } from './points-map';
export type { MapPoint } from './types';
