import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import './field.css';

/** A field's error: a text under the field, or nothing. */
export type FieldError = string | false | null;

interface DescriptionInput {
  id?: string;
  hint?: ReactNode;
  error?: FieldError;
  describedBy?: string;
}

/** Ids that tie a control to its label, hint and error (`aria-describedby`, `aria-invalid`). */
export function useFieldDescription({ id, hint, error, describedBy }: DescriptionInput) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const ids = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    fieldId,
    hintId,
    errorId,
    describedBy: ids || undefined,
    invalid: error ? (true as const) : undefined,
  };
}

/**
 * The line under a field. It is always in the page (empty while valid): a live region has to exist
 * before its text changes, or screen readers do not announce the error.
 */
export function FieldErrorText({ id, error }: { id: string; error?: FieldError }) {
  return (
    <p id={id} className="store-field__error" aria-live="polite">
      {error || null}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="store-field__hint">
      {hint}
    </p>
  );
}

/** What a control needs of its frame: ids and ARIA state from `useFieldDescription`. */
export type FieldDescription = ReturnType<typeof useFieldDescription>;

/** The frame every field shares: the visible label, the control, the hint and the announced error. */
export function FieldFrame({
  field,
  label,
  hint,
  error,
  className,
  children,
}: {
  field: FieldDescription;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classNames('store-field', className)}>
      <label className="store-field__label" htmlFor={field.fieldId}>
        {label}
      </label>
      {children}
      <FieldHint id={field.hintId} hint={hint} />
      <FieldErrorText id={field.errorId} error={error} />
    </div>
  );
}
