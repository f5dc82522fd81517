import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';
import { lockScroll } from './scroll-lock';
import { hasNativeModal, keepTabInside } from './modal-fallback';
import './dialog.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the × and on a click on the backdrop; the owner decides to close. */
  onClose(): void;
  /** The heading of the dialog and its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** sm 400 px, md 560 px, lg 800 px (the delivery calculator); below 576 px always a full-height sheet. */
  size?: DialogSize;
  testId?: string;
  /** Focused on opening; without it the dialog itself takes focus, so its title is read first. */
  initialFocus?: RefObject<HTMLElement>;
  closeLabel?: string;
}

/** A modal dialog on the native `<dialog>` and `showModal()`: focus trapped, page behind inert, focus back to the opener. */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, children, footer, size = 'md', testId, initialFocus, closeLabel = 'Закрыть' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, initialFocus });
  useEffect(() => {
    latest.current = { onClose, initialFocus };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const native = hasNativeModal(dialog);
    const requestClose = () => latest.current.onClose();
    let pressedOnBackdrop = false;

    const onCancel = (event: Event) => {
      // A second Escape without user activation in between is not cancelable: the browser closes
      // the dialog itself and `close` reports it (Chromium's close watcher rules).
      if (!event.cancelable) return;
      event.preventDefault();
      requestClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (native) return;
      if (event.key === 'Escape') {
        // Only the innermost of nested dialogs closes, as with the platform's own cancel event.
        event.preventDefault();
        event.stopPropagation();
        requestClose();
      } else keepTabInside(dialog, event);
    };
    // Only the backdrop is the <dialog> itself; a drag that starts inside (selecting text) must not close it.
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedOnBackdrop) requestClose();
      pressedOnBackdrop = false;
    };

    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', requestClose);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    if (!native) dialog.setAttribute('open', '');
    else if (!dialog.open) dialog.showModal();
    const unlockScroll = lockScroll();
    (latest.current.initialFocus?.current ?? dialog).focus();

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', requestClose);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      if (native) dialog.close();
      else dialog.removeAttribute('open');
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={classNames('store-dialog', `store-dialog--${size}`)}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      data-testid={testId}
    >
      <div className="store-dialog__header">
        <h2 id={titleId} className="store-dialog__title">
          {title}
        </h2>
        <button type="button" className="store-dialog__close" aria-label={closeLabel} onClick={() => onClose()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="store-dialog__body">{children}</div>
      {footer && <div className="store-dialog__footer">{footer}</div>}
    </dialog>
  );
}
