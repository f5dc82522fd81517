export { PayButton, RepaidDialog } from './ui/repay';
