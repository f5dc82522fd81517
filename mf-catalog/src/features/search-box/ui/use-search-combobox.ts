import { useState, type KeyboardEvent } from 'react';

/** One option of the search list: its element id and where choosing it goes. */
export interface SearchOptionTarget {
  id: string;
  href: string;
}

/**
 * The combobox state of the header's search (ARIA 1.2 combobox pattern): whether the list is open and
 * which option is active. Focus stays in the field: the arrows move the active option (and back to the
 * text), Enter opens it, Escape closes the list.
 */
export function useSearchCombobox(options: readonly SearchOptionTarget[], go: (href: string) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const activeOption = open && active >= 0 ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the arrows cycle through the options and back to the text.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      go(activeOption.href);
    }
  };

  /** The shopper typed: the list opens with no option active. */
  const typed = () => {
    setOpen(true);
    setActive(-1);
  };

  return { open, setOpen, activeOption, close, typed, onKeyDown };
}
