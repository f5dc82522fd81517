import { CODE_LENGTH, isCompleteCode, validateSecretCode } from '@store/domain';
import { TextField } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Field, useForm } from 'react-final-form';
import { $codeAttempt } from '../model/sign-in';

interface CodeFieldProps {
  /** Called when 4 digits are in (SPEC §4: "A 4-digit code submits automatically"). */
  onComplete?: () => void;
  disabled?: boolean;
  serverError?: string;
}

/** The SMS code: 4 digits, 'Код должен состоять из 4-ех цифр'; emptied and focused again after a refused code. */
export function CodeField({ onComplete, disabled, serverError }: CodeFieldProps) {
  const form = useForm();
  const attempt = useUnit($codeAttempt);
  const input = useRef<HTMLInputElement>(null);
  const firstAttempt = useRef(attempt);

  useEffect(() => {
    if (attempt === firstAttempt.current) return;
    form.change('code', undefined);
    form.resetFieldState('code');
    input.current?.focus();
  }, [attempt, form]);

  return (
    <Field<string> name="code" validate={validateSecretCode}>
      {({ input: field, meta }) => (
        <TextField
          {...field}
          ref={input}
          label="Код из СМС"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          disabled={disabled}
          data-testid="auth-code"
          error={(meta.touched && meta.error) || serverError}
          onChange={(event) => {
            const code = event.target.value.replace(/\D/g, '');
            field.onChange(code);
            if (onComplete && isCompleteCode(code)) onComplete();
          }}
        />
      )}
    </Field>
  );
}
