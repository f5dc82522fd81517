export { HeadlessModulesStarter } from './ui/headless';
