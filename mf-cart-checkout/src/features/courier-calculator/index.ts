import { lazy } from 'react';

/**
 * The delivery-cost calculator modal (SPEC §2: 800 px, office or courier, point on the map or the
 * list); a lazy component (`React.lazy`), loaded with the checkout that opens it (decision 0041).
 */
export const CalculatorModal = lazy(() => import('./ui/calculator-modal').then((modal) => ({ default: modal.CalculatorModal })));
