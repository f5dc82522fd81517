export { LegalSection } from './ui/legal-section';
