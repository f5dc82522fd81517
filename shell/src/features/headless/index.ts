export { EarlyCartCountReader, HeadlessModulesStarter } from './ui/headless';
export { $shownCartCount, watchEarlyCartCountFx } from './model/headless';
