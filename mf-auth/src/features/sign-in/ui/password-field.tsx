import { PASSWORD_LENGTH } from '@store/domain';
import { TextField } from '@store/ui';
import type { ReactNode } from 'react';
import { Field, type UseFieldConfig } from 'react-final-form';

interface PasswordFieldProps {
  name: string;
  label: string;
  testId: string;
  /** `current-password` for a sign-in, `new-password` for a password being chosen. */
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  validate?: UseFieldConfig['validate'];
  /** The server's message for the field (shown when the field's own rule has none). */
  serverError?: string | undefined;
}

/** A password: hidden, up to the password's length (docs/spec.md §5), its own rule's message once touched. */
export function PasswordField({ name, label, testId, autoComplete, hint, validate, serverError }: PasswordFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <TextField
          {...input}
          label={label}
          type="password"
          maxLength={PASSWORD_LENGTH.max}
          autoComplete={autoComplete}
          hint={hint}
          data-testid={testId}
          error={(meta.touched && meta.error) || serverError}
        />
      )}
    </Field>
  );
}
