export { DemoNotice } from './ui';
