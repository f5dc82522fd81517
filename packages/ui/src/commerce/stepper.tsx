import { classNames } from '../class-names';
import './stepper.css';

export interface StepperProps {
  value: number;
  onChange(next: number): void;
  min?: number;
  max?: number;
  /** The accessible name of the group, e.g. «Количество». */
  label: string;
  disabled?: boolean;
  className?: string;
}

/**
 * − / value / + for a quantity. At a limit the button stays focusable but inert (`aria-disabled`),
 * so keyboard focus is not thrown to the page when the last press reaches the limit.
 */
export function Stepper({ value, onChange, min = 0, max, label, disabled = false, className }: StepperProps) {
  const canDecrease = value > min;
  const canIncrease = max === undefined || value < max;
  return (
    <div role="group" aria-label={label} className={classNames('store-stepper', disabled && 'store-stepper--disabled', className)}>
      <button
        type="button"
        className="store-stepper__button"
        aria-label="Уменьшить количество"
        disabled={disabled}
        aria-disabled={!canDecrease || undefined}
        onClick={() => canDecrease && onChange(value - 1)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span className="store-stepper__value" aria-live="polite" aria-atomic="true">
        {value}
      </span>
      <button
        type="button"
        className="store-stepper__button"
        aria-label="Увеличить количество"
        disabled={disabled}
        aria-disabled={!canIncrease || undefined}
        onClick={() => canIncrease && onChange(value + 1)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 10h12M10 4v12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
