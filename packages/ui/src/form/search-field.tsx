import type { ReactNode } from 'react';
import './search-field.css';

/** The class of the input a `SearchField` frames. */
export const searchFieldInputClassName = 'store-search-field__input';

export interface SearchFieldProps {
  /** The search input (with `searchFieldInputClassName`); its form submits with the «Найти» button. */
  children: ReactNode;
}

/**
 * The header's search field: a 44 px frame around the input, with the «Найти» button and its
 * magnifier. One look wherever it is drawn: the shell's plain form until the first use, then
 * mf-catalog's search box, which takes its place without a visible change.
 */
export function SearchField({ children }: SearchFieldProps) {
  return (
    <div className="store-search-field">
      {children}
      <button type="submit" className="store-search-field__submit" aria-label="Найти">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
