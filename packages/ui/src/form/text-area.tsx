import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { INPUT_LIMITS } from '@store/domain';
import { FieldFrame, useFieldDescription, type FieldError } from './field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
}

/** A multi-line field (order comment): the same label, hint, error and 64-character default as TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, className, maxLength = INPUT_LIMITS.default, rows = 3, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFieldDescription({ id, hint, error, describedBy });
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={field.fieldId}
        className="store-field__control"
        maxLength={maxLength}
        rows={rows}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
