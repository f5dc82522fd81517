import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import './segmented-control.css';

export interface SegmentedOption {
  value: string;
  label: ReactNode;
}

export interface SegmentedControlProps {
  /** The accessible name of the group (e.g. «Состояние товара»). */
  label: string;
  options: readonly SegmentedOption[];
  value: string;
  onChange(value: string): void;
  className?: string;
}

/** A two- or three-way mode toggle (new / marked-down, office / courier, code / password) made of native radios. */
export function SegmentedControl({ label, options, value, onChange, className }: SegmentedControlProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classNames('store-segmented', className)}>
      {options.map((option) => (
        <label key={option.value} className="store-segmented__option">
          <input
            type="radio"
            className="store-segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="store-segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
