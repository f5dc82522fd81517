import { inputLimit, type FieldValidator } from '@store/domain';
import { TextField } from '@store/ui';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useServerErrors } from './fields-form';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  validate?: FieldValidator;
  /** The server's messages by field from the last failed save; by default those of the enclosing FieldsForm. */
  serverErrors?: Record<string, string>;
  testId?: string;
}

/**
 * A react-final-form field drawn by the shared TextField: its own rule's message once touched,
 * else the server's message for it until the field is edited again. The length limit is SPEC §5's
 * for the field's name (64 by default).
 */
export function FormField({ name, label, hint, validate, serverErrors, testId, maxLength, ...attributes }: FormFieldProps) {
  const formErrors = useServerErrors();
  const messages = serverErrors ?? formErrors;
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const ruleError = meta.touched ? (meta.error as string | undefined) : undefined;
        const serverError = meta.dirtySinceLastSubmit ? undefined : messages?.[name];
        return (
          <TextField
            {...attributes}
            {...input}
            label={label}
            hint={hint}
            maxLength={maxLength ?? inputLimit(name)}
            error={ruleError ?? serverError}
            data-testid={testId}
          />
        );
      }}
    </Field>
  );
}
