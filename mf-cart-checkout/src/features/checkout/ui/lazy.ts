import { lazy } from 'react';

// The form and its modals are one chunk apart from the cart page's module (decision 0041): the
// shopper reads the lines first, and the form's code (react-final-form, the delivery and payment
// sections) would otherwise be evaluated and drawn in the same tasks as the lines.
const loadView = () => import('./checkout-view');

export const CheckoutFormView = lazy(() => loadView().then((view) => ({ default: view.CheckoutFormView })));
export const CheckoutModals = lazy(() => loadView().then((view) => ({ default: view.CheckoutModals })));
