import { lazy } from 'react';

/** The form's code (react-final-form): it loads apart from the first screen, the footer is below it. */
export const loadSubscriptionForm = () => import('./ui/subscription');

export const SubscriptionForm = lazy(loadSubscriptionForm);
