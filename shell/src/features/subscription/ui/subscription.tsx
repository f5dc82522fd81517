import { NewsletterForm } from '@store/ui';
import { useUnit } from 'effector-react';
import { Field, Form } from 'react-final-form';
import { validateSubscription, type SubscriptionValues } from '../lib/validate';
import { $subscriptionAnswer, $subscriptionPending, subscriptionSubmitted } from '../model/subscription';
import { useRestartOnSuccess } from '../../../shared/ui/contact-fields';
import { FormAnswerText } from '../../../shared/ui/form-answer';

/**
 * The newsletter form (SPEC §2 «subscription»): e-mail → POST /api/subscription, the API's answer
 * shown. @store/ui's NewsletterForm draws it, as in the server's footer it hydrates (decision 0055).
 */
export default function SubscriptionForm() {
  const [answer, pending, submitted] = useUnit([$subscriptionAnswer, $subscriptionPending, subscriptionSubmitted]);
  const form = useRestartOnSuccess<SubscriptionValues>(answer);

  return (
    <Form<SubscriptionValues> onSubmit={(values) => submitted({ email: values.email ?? '' })} validate={validateSubscription}>
      {({ handleSubmit, form: api }) => {
        form.current = api;
        return (
          <Field<string> name="email">
            {({ input, meta }) => (
              <NewsletterForm
                email={input}
                emailError={meta.touched && meta.error}
                pending={pending}
                onSubmit={handleSubmit}
                answer={<FormAnswerText answer={answer} />}
              />
            )}
          </Field>
        );
      }}
    </Form>
  );
}
