import { NOTICES, validateAgreement, validateEmail, validatePhoneContact, validateRequired } from '@store/domain';

export interface FeedbackValues {
  name?: string;
  phone?: string;
  email?: string;
  orderId?: string;
  message?: string;
  agreement?: boolean;
}

export type FeedbackErrors = Partial<Record<keyof FeedbackValues, string>>;

/**
 * The orders-desk feedback form by SPEC §5: name required; phone checked as a contact phone and
 * e-mail as an e-mail when filled, and at least one of them, or the store cannot answer; the
 * message required; an order number digits only; the personal-data agreement ticked.
 */
export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const put = (field: keyof FeedbackValues, error: string | undefined) => {
    if (error) errors[field] = error;
  };
  put('name', validateRequired(values.name));
  put('phone', validatePhoneContact(values.phone));
  put('email', validateEmail(values.email));
  if (!values.phone?.trim() && !values.email?.trim()) put('phone', NOTICES.feedbackContactRequired);
  put('message', validateRequired(values.message));
  if (values.orderId?.trim() && !/^\d{1,10}$/.test(values.orderId.trim())) put('orderId', NOTICES.orderNumberInvalid);
  put('agreement', validateAgreement(values.agreement));
  return errors;
}
