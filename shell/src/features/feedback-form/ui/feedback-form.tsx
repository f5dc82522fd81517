import { CONTACT_LIMITS } from '@store/domain';
import { Button, Checkbox, TextArea, TextField } from '@store/ui';
import { useUnit } from 'effector-react';
import { Field, Form } from 'react-final-form';
import { validateFeedback, type FeedbackValues } from '../lib/validate';
import { $feedbackAnswer, $feedbackPending, feedbackSubmitted } from '../model/feedback-form';
import { EmailField, PhoneField, useRestartOnSuccess } from '../../../shared/ui/contact-fields';
import { FormAnswerText } from '../../../shared/ui/form-answer';

const INITIAL: FeedbackValues = { agreement: true };

/** The orders-desk feedback form → POST /api/feedback, with the §5 rules and the API's answer. */
export function FeedbackForm({ category }: { category: number }) {
  const [answer, pending, submitted] = useUnit([$feedbackAnswer, $feedbackPending, feedbackSubmitted]);
  const form = useRestartOnSuccess<FeedbackValues>(answer, INITIAL);

  return (
    <div className="shell-feedback" data-testid="shell-feedback-form">
      <Form<FeedbackValues> onSubmit={(values) => submitted({ category, values })} validate={validateFeedback} initialValues={INITIAL}>
        {({ handleSubmit, form: api }) => {
          form.current = api;
          return (
            <form className="shell-form" noValidate onSubmit={handleSubmit}>
              <Field<string> name="name">
                {({ input, meta }) => <TextField {...input} label="Ваше имя" autoComplete="name" error={meta.touched && meta.error} />}
              </Field>
              <PhoneField />
              <EmailField />
              <Field<string> name="orderId">
                {({ input, meta }) => (
                  <TextField
                    {...input}
                    label="Номер заказа, если есть"
                    inputMode="numeric"
                    maxLength={10}
                    error={meta.touched && meta.error}
                  />
                )}
              </Field>
              <Field<string> name="message">
                {({ input, meta }) => (
                  <TextArea {...input} label="Сообщение" rows={5} maxLength={CONTACT_LIMITS.message} error={meta.touched && meta.error} />
                )}
              </Field>
              <Field<boolean> name="agreement" type="checkbox">
                {({ input, meta }) => (
                  <Checkbox {...input} label="Согласен на обработку персональных данных" error={meta.touched && meta.error} />
                )}
              </Field>
              <Button type="submit" loading={pending}>
                Отправить
              </Button>
            </form>
          );
        }}
      </Form>
      <FormAnswerText answer={answer} />
    </div>
  );
}
