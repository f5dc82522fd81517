import { VisuallyHidden } from './visually-hidden';
import './spinner.css';

export interface SpinnerProps {
  /** Read by screen readers («Загрузка…»); without it the spinner is decoration beside a text that says what is happening. */
  label?: string;
  className?: string;
}

/** A small rotating ring, only inside a button or beside a text: never alone as the design of a loading state. */
export function Spinner({ label, className }: SpinnerProps) {
  const ring = <span className={className ? `store-spinner ${className}` : 'store-spinner'} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className="store-spinner-status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
