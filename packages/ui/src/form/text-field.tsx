import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { INPUT_LIMITS } from '@store/domain';
import { FieldFrame, useFieldDescription, type FieldError } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
}

/** A text input with its visible label, hint and announced error; react-final-form's `input` spreads into it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, maxLength = INPUT_LIMITS.default, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFieldDescription({ id, hint, error, describedBy });
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={field.fieldId}
        type={type}
        className="store-field__control"
        maxLength={maxLength}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
