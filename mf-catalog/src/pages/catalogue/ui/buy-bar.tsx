import { Button, Price } from '@store/ui';
import { useEffect, useState, type RefObject } from 'react';

export interface BuyBarProps {
  price: number;
  oldPrice: number | null;
  /** The buy box's own «В корзину»: the same event, toast and counts. */
  onAdd: () => void;
  /** The buy box's «В корзину»: the bar shows once it has scrolled up out of view. */
  buyButton: RefObject<Element>;
  /** The end of the product page: the bar goes once it reaches the screen's upper half (the footer stays free). */
  end: RefObject<Element>;
}

/**
 * Whether the bar is due: the buy box's «В корзину» above the screen, and the page's end not yet in the
 * upper half of it (further on the shopper reads the footer, which the bar would cover).
 */
function useShown(buyButton: RefObject<Element>, end: RefObject<Element>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const box = buyButton.current;
    const last = end.current;
    if (!box || !last || typeof IntersectionObserver === 'undefined') return undefined;
    let boxAbove = false;
    let endLow = true;
    const update = (entries: IntersectionObserverEntry[], isBox: boolean) => {
      for (const entry of entries) {
        const top = entry.rootBounds?.top ?? 0;
        if (isBox) boxAbove = !entry.isIntersecting && entry.boundingClientRect.bottom <= top;
        else endLow = !entry.isIntersecting && entry.boundingClientRect.top >= top;
      }
      setShown(boxAbove && endLow);
    };
    const boxObserver = new IntersectionObserver((entries) => update(entries, true));
    const endObserver = new IntersectionObserver((entries) => update(entries, false), { rootMargin: '0px 0px -50% 0px' });
    boxObserver.observe(box);
    endObserver.observe(last);
    return () => {
      boxObserver.disconnect();
      endObserver.disconnect();
    };
  }, [buyButton, end]);
  return shown;
}

/**
 * The phone's compact buy bar: the price and «В корзину» at the bottom, above the shell's tab bar,
 * while the buy box's «В корзину» is scrolled away. Fixed and drawn with the page (hidden until due), it moves
 * nothing when it shows; wider screens keep the buy box in view beside the gallery and have none.
 */
export function BuyBar({ price, oldPrice, onAdd, buyButton, end }: BuyBarProps) {
  const shown = useShown(buyButton, end);
  return (
    <div className="catalog-buy-bar" data-shown={shown} data-testid="catalog-buy-bar">
      <Price value={price} old={oldPrice} size="md" className="catalog-buy-bar__price" />
      <Button data-testid="catalog-buy-bar-add" onClick={onAdd}>
        В корзину
      </Button>
    </div>
  );
}
