export { EarlyCartCountReader, HeadlessModulesStarter } from './ui/headless';
export { $shownCartCount } from './model/headless';
