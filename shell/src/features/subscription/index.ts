import { lazy } from 'react';

/** The form's code (react-final-form) loads apart from the first screen: the footer is below it. */
export const SubscriptionForm = lazy(() => import('./ui/subscription'));
