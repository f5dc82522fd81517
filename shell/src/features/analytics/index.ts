export { analyticsStarted } from './model';
