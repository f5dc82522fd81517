export { HeadlessModulesStarter } from './ui';
export { HEADLESS_MODULES } from './model';
