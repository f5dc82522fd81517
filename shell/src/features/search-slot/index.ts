export { SearchSlot } from './ui';
