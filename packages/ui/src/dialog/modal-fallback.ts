const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Browsers with `showModal()` trap focus and make the page inert themselves; jsdom and very old engines do not. */
export const hasNativeModal = (dialog: HTMLDialogElement): boolean => typeof dialog.showModal === 'function';

/** Keeps Tab inside the dialog where the platform does not (the fallback for a dialog without `showModal()`). */
export function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const tabbables = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE));
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
