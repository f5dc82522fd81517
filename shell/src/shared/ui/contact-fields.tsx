import { CONTACT_LIMITS } from '@store/domain';
import { TextField } from '@store/ui';
import type { FormApi } from 'final-form';
import { useEffect, useRef } from 'react';
import { Field } from 'react-final-form';
import type { FormAnswer } from '../api/contact';

/** The shell forms' e-mail field (`email`): the keyboard, autofill and length limit of SPEC §5. */
export function EmailField() {
  return (
    <Field<string> name="email">
      {({ input, meta }) => (
        <TextField
          {...input}
          type="email"
          label="Электронная почта"
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          error={meta.touched && meta.error}
        />
      )}
    </Field>
  );
}

/** The shell forms' phone field (`phone`). */
export function PhoneField() {
  return (
    <Field<string> name="phone">
      {({ input, meta }) => (
        <TextField
          {...input}
          type="tel"
          label="Телефон"
          autoComplete="tel"
          inputMode="tel"
          maxLength={CONTACT_LIMITS.phone}
          error={meta.touched && meta.error}
        />
      )}
    </Field>
  );
}

/**
 * A ref for the form's API (set it in the form's render) through which the form starts afresh, with
 * `initial`, once the API accepted what was sent: the shopper sees the answer over an empty form.
 */
export function useRestartOnSuccess<V extends object>(answer: FormAnswer | null, initial?: Partial<V>) {
  const form = useRef<FormApi<V> | null>(null);
  useEffect(() => {
    if (answer?.ok) form.current?.restart(initial);
    // `initial` is a constant of the form; the restart follows the answer alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return form;
}
