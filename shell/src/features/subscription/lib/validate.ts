import { validateEmail, validateRequired } from '@store/domain';

export interface SubscriptionValues {
  email?: string;
}

/** SPEC §5 for the newsletter form: the e-mail is required here (there is nothing else to send to) and checked as an e-mail. */
export function validateSubscription(values: SubscriptionValues): Partial<Record<keyof SubscriptionValues, string>> {
  const email = validateRequired(values.email) ?? validateEmail(values.email);
  return email ? { email } : {};
}
