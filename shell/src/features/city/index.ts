export { CityButton } from './ui/city-button';
export { CityModal } from './ui/city-modal';
export { started as cityStarted } from './model/city';
export { $regions, $regionsFailed, fetchRegionsFx, regionsRequested } from './model/city';
