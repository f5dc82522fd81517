import { CART_EARLY_TITLE_ATTRIBUTE, crossedOutPrice, DEFECT_ITEM_LABEL, earlyCartTitle, toItemRef } from '@store/domain';
import { Checkbox, Price, ProductImage, Skeleton, StatusBadge, Stepper } from '@store/ui';
import { useUnit } from 'effector-react';
import { Link } from '@store/router';
import { lineRemoved, quantityChanged, selectionToggled, type CartLineView } from '../../../entities/cart';
import './cart-line.css';

/** Most of one good a line takes (the API refuses more). */
const MAX_QUANTITY = 99;

const STATUS: Record<string, { label: string; tone: 'success' | 'warning' }> = {
  inStock: { label: 'В наличии', tone: 'success' },
  toOrder: { label: 'Под заказ', tone: 'warning' },
  onWay: { label: 'В пути', tone: 'warning' },
};

/** One line of the cart: picture, title, marked-down serial, city price, quantity, selection, removal. */
export function CartLine({ line, priority = false }: { line: CartLineView; priority?: boolean }) {
  const [changeQuantity, toggle, remove] = useUnit([quantityChanged, selectionToggled, lineRemoved]);
  const item = toItemRef(line);
  const info = line.info;
  if (!info) return <CartLineSkeleton />;
  const title = info.title;
  const unavailable = !info.available || info.price === null;
  return (
    <li className={`cart-line${unavailable ? ' cart-line--unavailable' : ''}`} data-testid="cart-line" data-product-id={line.productId}>
      <Checkbox
        className="cart-line__select"
        label={<span className="cart-visually-hidden">Выбрать «{title}»</span>}
        checked={line.selected}
        disabled={unavailable}
        onChange={() => toggle(item)}
        data-testid="cart-line-select"
      />
      <div className="cart-line__picture">
        <ProductImage name={info.image} alt={title} width={96} height={96} sizes="96px" priority={priority} />
      </div>
      <div className="cart-line__about">
        {info.path ? (
          <Link to={info.path} className="cart-line__title" data-testid="cart-line-title">
            {title}
          </Link>
        ) : (
          <span className="cart-line__title" data-testid="cart-line-title">
            {title}
          </span>
        )}
        {line.defectSerialNumber && (
          <p className="cart-line__defect" data-testid="cart-line-defect">
            <StatusBadge tone="info">{DEFECT_ITEM_LABEL}</StatusBadge> <span>Серийный номер: {line.defectSerialNumber}</span>
            {info.defectReason && <span className="cart-line__reason">{info.defectReason}</span>}
          </p>
        )}
        {unavailable ? (
          <StatusBadge tone="neutral">Не продаётся в выбранном городе</StatusBadge>
        ) : (
          STATUS[info.status] && <StatusBadge tone={STATUS[info.status]!.tone}>{STATUS[info.status]!.label}</StatusBadge>
        )}
      </div>
      <div className="cart-line__price" data-testid="cart-line-price">
        {info.price !== null && !unavailable && <Price value={info.price} old={crossedOutPrice(info.price, info.priceRetail)} size="md" />}
      </div>
      <Stepper
        className="cart-line__quantity"
        label={`Количество: ${title}`}
        value={line.quantity}
        min={1}
        max={line.defectSerialNumber ? Math.max(1, Math.min(line.quantity, MAX_QUANTITY)) : MAX_QUANTITY}
        disabled={unavailable}
        onChange={(quantity) => changeQuantity({ ...item, quantity })}
      />
      <button type="button" className="cart-line__remove" onClick={() => remove(item)} data-testid="cart-line-remove">
        Удалить<span className="cart-visually-hidden"> «{title}»</span>
      </button>
    </li>
  );
}

/**
 * A line while its product loads: the final size, no shift. The page's frame numbers its skeletons
 * (`place`): on a guest's `/cart` the page's starter writes the title of the stored line of that
 * place into it as soon as the API answers, before the cart's code has run (@store/domain
 * cart-products-early.ts); the skeleton draws the same title, so its hydration finds the markup as
 * the starter left it. The title lies over the skeleton's bars, in the line title's own type and
 * width: writing it moves nothing, and the line's own title, when the lines replace the frame, is
 * drawn the same size.
 */
export function CartLineSkeleton({ place }: { place?: number }) {
  return (
    <li className="cart-line" aria-hidden="true">
      <span className="cart-line__select" />
      <div className="cart-line__picture">
        <Skeleton width={96} height={96} />
      </div>
      <div className="cart-line__about">
        <Skeleton lines={2} />
        {place !== undefined && (
          // A race with the starter's write during hydration is patched, not thrown: the text is a prop here.
          <span className="cart-line__title cart-line__early-title" {...{ [CART_EARLY_TITLE_ATTRIBUTE]: '' }} suppressHydrationWarning>
            {earlyCartTitle(typeof window === 'undefined' ? undefined : window, place)}
          </span>
        )}
      </div>
      <div className="cart-line__price">
        <Skeleton width={96} height={28} />
      </div>
      <Skeleton className="cart-line__quantity" width={132} height={44} />
    </li>
  );
}
