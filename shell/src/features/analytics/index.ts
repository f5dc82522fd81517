export { analyticsStarted } from './model/analytics';
