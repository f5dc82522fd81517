export { DemoNotice } from './ui/demo-notice';
