export { started as settingsStarted, $supportHours, phoneHref } from './model/settings';
