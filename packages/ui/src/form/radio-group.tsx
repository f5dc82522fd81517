import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldErrorText, type FieldError } from './field';
import './radio-group.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string | undefined;
  onChange(value: string): void;
  options: readonly RadioOption[];
  error?: FieldError;
  className?: string;
}

/** A choice of one among cards (payment methods, delivery types): native radios, so arrows move between them. */
export function RadioGroup({ legend, name, value, onChange, options, error, className }: RadioGroupProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={classNames('store-radio-group', className)}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId} className="store-radio-group__legend">
        {legend}
      </legend>
      <div className="store-radio-group__options">
        {options.map((option, index) => {
          const checked = option.value === value;
          const labelId = `${id}-${index}-label`;
          const descriptionId = `${id}-${index}-description`;
          return (
            <label
              key={option.value}
              className={classNames(
                'store-radio-card',
                checked && 'store-radio-card--checked',
                option.disabled && 'store-radio-card--disabled',
              )}
            >
              <input
                type="radio"
                className="store-radio-card__input"
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                aria-labelledby={option.description ? labelId : undefined}
                aria-describedby={option.description ? descriptionId : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className="store-radio-card__text">
                <span id={labelId} className="store-radio-card__label">
                  {option.label}
                </span>
                {option.description && (
                  <span id={descriptionId} className="store-radio-card__description">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}
