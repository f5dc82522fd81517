import { MESSAGES } from '@store/domain';
import { validateSubscription } from './validate';

describe('subscription form: SPEC §5 rules', () => {
  it('the e-mail is required and checked as an e-mail', () => {
    expect(validateSubscription({})).toEqual({ email: MESSAGES.required });
    expect(validateSubscription({ email: 'ivan@' })).toEqual({ email: MESSAGES.email });
    expect(validateSubscription({ email: 'ivan.petrov+news@example.ru' })).toEqual({});
  });
});
