/** The delivery-cost calculator modal (SPEC §2: 800 px, office or courier, point on the map or the list). */
export { CalculatorModal } from './ui/calculator-modal';
