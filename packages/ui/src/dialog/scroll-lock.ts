let locks = 0;

/**
 * Stops the page behind an open dialog from scrolling; nested dialogs share one lock. The width of
 * the scrollbar that disappears is given back as padding, so the page does not jump sideways.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    root.style.setProperty('--store-scrollbar-width', `${Math.max(0, window.innerWidth - root.clientWidth)}px`);
    root.classList.add('store-scroll-locked');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.classList.remove('store-scroll-locked');
      root.style.removeProperty('--store-scrollbar-width');
    }
  };
}
