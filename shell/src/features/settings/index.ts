export { started as settingsStarted, $supportHours } from './model/settings';
