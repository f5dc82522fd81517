import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldErrorText, useFieldDescription, type FieldError } from './field';
import './checkbox.css';

/**
 * react-final-form's `<Field<boolean> type="checkbox">` passes `type` and a value typed as the field's
 * boolean along with `checked`: both are accepted; a boolean value is not a DOM value and is dropped.
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  label: ReactNode;
  error?: FieldError;
  value?: InputHTMLAttributes<HTMLInputElement>['value'] | boolean;
}

/** A checkbox on a 44 px row whose whole label toggles it (agreements, «Юридическое лицо»). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, type: _type, value, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFieldDescription({ id, error, describedBy });
  return (
    <div className={classNames('store-checkbox', className)}>
      <label className="store-checkbox__row" htmlFor={field.fieldId}>
        <input
          ref={ref}
          id={field.fieldId}
          type="checkbox"
          className="store-checkbox__input"
          aria-invalid={field.invalid}
          aria-describedby={field.describedBy}
          value={typeof value === 'boolean' ? undefined : value}
          {...rest}
        />
        <span className="store-checkbox__label">{label}</span>
      </label>
      <FieldErrorText id={field.errorId} error={error} />
    </div>
  );
});
