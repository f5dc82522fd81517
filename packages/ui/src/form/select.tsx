import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldDescription, type FieldError } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: FieldError;
  hint?: ReactNode;
}

/** A native select (the phone's own picker) with a visible label and an announced error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, hint, id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFieldDescription({ id, hint, error, describedBy });
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={field.fieldId}
        className="store-field__control"
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
