export { PhoneSection } from './ui/phone-section';
