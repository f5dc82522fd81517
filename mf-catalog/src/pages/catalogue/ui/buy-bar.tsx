import { Button, Price } from '@store/ui';
import { useEffect, useState, type RefObject } from 'react';

export interface BuyBarProps {
  price: number;
  oldPrice: number | null;
  /** The buy box's own «В корзину»: the same event, toast and counts. */
  onAdd: () => void;
  /** The buy box's price and actions: the bar shows once they have scrolled up out of view. */
  buyActions: RefObject<Element>;
  /** The end of the product page: the bar goes once it comes into view (the page's last lines and the footer stay free). */
  end: RefObject<Element>;
}

/** Whether the bar is due: the buy box's actions above the screen and the page's end still below it. */
function useShown(buyActions: RefObject<Element>, end: RefObject<Element>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const box = buyActions.current;
    const last = end.current;
    if (!box || !last || typeof IntersectionObserver === 'undefined') return undefined;
    let boxAbove = false;
    let endBelow = true;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const top = entry.rootBounds?.top ?? 0;
        const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
        if (entry.target === box) boxAbove = !entry.isIntersecting && entry.boundingClientRect.bottom <= top;
        else endBelow = !entry.isIntersecting && entry.boundingClientRect.top >= bottom;
      }
      setShown(boxAbove && endBelow);
    });
    observer.observe(box);
    observer.observe(last);
    return () => observer.disconnect();
  }, [buyActions, end]);
  return shown;
}

/**
 * The phone's compact buy bar: the price and «В корзину» at the bottom, above the shell's tab bar,
 * while the buy box's «В корзину» is scrolled away. Fixed and drawn with the page (hidden until due), it moves
 * nothing when it shows; wider screens keep the buy box in view beside the gallery and have none.
 */
export function BuyBar({ price, oldPrice, onAdd, buyActions, end }: BuyBarProps) {
  const shown = useShown(buyActions, end);
  return (
    <div className="catalog-buy-bar" data-shown={shown} data-testid="catalog-buy-bar">
      <Price value={price} old={oldPrice} size="md" className="catalog-buy-bar__price" />
      <Button data-testid="catalog-buy-bar-add" onClick={onAdd}>
        В корзину
      </Button>
    </div>
  );
}
