export { started as settingsStarted, $supportPhone, $supportHours, $demoSite, phoneHref } from './model';
