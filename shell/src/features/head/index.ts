export { HeadManager } from './ui';
