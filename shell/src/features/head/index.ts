export { HeadManager } from './ui/head';
