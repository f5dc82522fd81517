export { SearchSlot } from './ui/search-slot';
