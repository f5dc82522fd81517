import { validateLoginIdentifier } from '@store/domain';
import { TextField } from '@store/ui';
import { Field } from 'react-final-form';

interface IdentifierFieldProps {
  name: string;
  label?: string;
  testId: string;
  autoFocus?: boolean;
}

/** Phone or e-mail, told apart by SPEC §5's rule; its messages show before any call. */
export function IdentifierField({ name, label = 'Телефон или почта', testId, autoFocus }: IdentifierFieldProps) {
  return (
    <Field<string> name={name} validate={validateLoginIdentifier}>
      {({ input, meta }) => (
        <TextField
          {...input}
          label={label}
          type="text"
          inputMode="email"
          autoComplete="username"
          placeholder="+7 (900) 000-00-00"
          autoFocus={autoFocus}
          data-testid={testId}
          error={meta.touched && meta.error}
        />
      )}
    </Field>
  );
}
