export { HeadlessModulesStarter } from './ui/headless';
export { HEADLESS_MODULES } from './model/headless';
