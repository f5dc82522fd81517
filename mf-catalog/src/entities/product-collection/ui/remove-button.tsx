import './remove-button.css';

export interface RemoveButtonProps {
  /** What a screen reader says: «Убрать из избранного: {товар}». */
  label: string;
  testId: string;
  onClick(): void;
  /** The page's placement of the button. */
  className: string;
  iconSize?: number;
}

/** The cross that takes an item out of a collection on its page. */
export function RemoveButton({ label, testId, onClick, className, iconSize = 20 }: RemoveButtonProps) {
  return (
    <button type="button" className={`catalog-collection-remove ${className}`} aria-label={label} data-testid={testId} onClick={onClick}>
      <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
