import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { validateSubscription, type SubscriptionValues } from '../lib/validate';
import { $subscriptionAnswer, $subscriptionPending, subscriptionSubmitted } from '../model/subscription';
import './subscription.css';
import { EmailField, useRestartOnSuccess } from '../../../shared/ui/contact-fields';
import { FormAnswerText } from '../../../shared/ui/form-answer';

/** The newsletter form (SPEC §2 «subscription»): e-mail → POST /api/subscription, the API's answer shown. */
export default function SubscriptionForm() {
  const [answer, pending, submitted] = useUnit([$subscriptionAnswer, $subscriptionPending, subscriptionSubmitted]);
  const form = useRestartOnSuccess<SubscriptionValues>(answer);

  return (
    <section className="shell-subscription" aria-labelledby="shell-subscription-title" data-testid="shell-subscription">
      <h2 id="shell-subscription-title" className="shell-subscription__title">
        Новости и акции на почту
      </h2>
      <Form<SubscriptionValues> onSubmit={(values) => submitted({ email: values.email ?? '' })} validate={validateSubscription}>
        {({ handleSubmit, form: api }) => {
          form.current = api;
          return (
            <form className="shell-subscription__form" noValidate onSubmit={handleSubmit}>
              <EmailField />
              <Button type="submit" loading={pending}>
                Подписаться
              </Button>
            </form>
          );
        }}
      </Form>
      <FormAnswerText answer={answer} />
    </section>
  );
}
