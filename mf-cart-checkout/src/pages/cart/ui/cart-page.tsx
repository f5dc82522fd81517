import { $cartSummary } from '@store/bus';
import { GOODS_FORMS, pluralRu } from '@store/domain';
import { buttonClassName, Checkbox, EmptyState, ErrorState, Skeleton, useNearViewport } from '@store/ui';
import { useUnit } from 'effector-react';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '@store/router';
import { $cartLines, $cartState, allSelectionSet, cartCleared, itemsRequested } from '../../../entities/cart';
import { CheckoutFormView, CheckoutModals } from '../../../features/checkout';
import { CalculatorModal } from '../../../features/courier-calculator';
import { CartLine, CartLineSkeleton } from './cart-line';
import { PaymentReturnModal } from './payment-return-modal';
import './cart-page.css';

export const CART_LOAD_FAILED = 'Не удалось загрузить корзину. Проверьте подключение и попробуйте ещё раз.';

const noSubscription = () => () => undefined;
/**
 * False while the markup is the server's: its render and the browser's hydration of it. The server
 * cannot see a guest's lines (localStorage), so it draws the cart loading; the hydration must draw
 * the same even if the cart model has already restored the lines, then the page shows them at once.
 */
const useBrowserDrawn = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** How far below the screen the checkout's place may be when its code is asked for (a scroll away). */
const CHECKOUT_NEAR = '0px 0px 400px 0px';

/** The checkout's place while its code loads: the skeleton of the form's size, so nothing below it moves. */
function CheckoutSkeleton({ onNear }: { onNear?: () => void }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, CHECKOUT_NEAR);
  useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);
  return (
    <div ref={place} className="cart-page__checkout-skeleton" data-testid="cart-checkout-loading">
      <Skeleton height="100%" />
    </div>
  );
}

/**
 * The checkout's code is asked for once the lines are drawn and its place comes near the screen,
 * not with the page (decision 0041), and drawn in a transition, in short slices. Once asked for it
 * stays: the checkout's modals outlive the lines (a placed order empties the cart).
 */
function useCheckoutWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  return [wanted, want];
}

/** The cart page (SPEC §2 /cart): the lines, their totals and the checkout below. */
export function CartPage() {
  const browserDrawn = useBrowserDrawn();
  const [modelState, lines, summary, retry, selectAll, clear] = useUnit([
    $cartState,
    $cartLines,
    $cartSummary,
    itemsRequested,
    allSelectionSet,
    cartCleared,
  ]);
  const state = browserDrawn ? modelState : 'loading';
  const available = lines.filter((line) => line.info?.available);
  const allSelected = available.length > 0 && available.every((line) => line.selected);
  const [checkoutWanted, wantCheckout] = useCheckoutWanted();

  return (
    <section data-boundary="cart" data-testid="cart-page" className="cart-page" aria-busy={state === 'loading'}>
      <h1 className="cart-page__title">
        Корзина
        {browserDrawn && summary.count > 0 && (
          <span className="cart-page__count" data-testid="cart-count">
            {summary.count} {pluralRu(summary.count, GOODS_FORMS)}
          </span>
        )}
      </h1>

      {state === 'loading' && (
        <div data-testid="cart-loading">
          <ul className="cart-page__lines">
            <CartLineSkeleton place={0} />
            <CartLineSkeleton place={1} />
          </ul>
          <Skeleton height={240} />
        </div>
      )}
      {state === 'error' && <ErrorState message={CART_LOAD_FAILED} onRetry={() => retry()} />}
      {state === 'empty' && (
        <div data-testid="cart-empty">
          <EmptyState
            title="Ваша корзина пуста"
            text="Загляните в каталог: там техника, инструмент и электроника с самовывозом из магазинов и доставкой."
            action={
              <Link to="/store" className={buttonClassName()}>
                Перейти в каталог
              </Link>
            }
          />
        </div>
      )}
      {state === 'ready' && (
        <div className="cart-page__body">
          <div className="cart-page__toolbar">
            <Checkbox
              label="Выбрать все"
              checked={allSelected}
              disabled={available.length === 0}
              onChange={(event) => selectAll(event.target.checked)}
              data-testid="cart-select-all"
            />
            <button type="button" className="cart-page__clear" onClick={() => clear()} data-testid="cart-clear">
              Очистить корзину
            </button>
          </div>
          <ul className="cart-page__lines" data-testid="cart-lines">
            {lines.map((line, index) => (
              <CartLine key={line.key} line={line} priority={index === 0} />
            ))}
          </ul>
          {checkoutWanted ? (
            // One boundary: the form shows once the calculator it opens has its code too.
            <Suspense fallback={<CheckoutSkeleton />}>
              <CheckoutFormView />
              <CalculatorModal />
            </Suspense>
          ) : (
            <CheckoutSkeleton onNear={wantCheckout} />
          )}
        </div>
      )}

      {checkoutWanted && (
        <Suspense fallback={null}>
          <CheckoutModals />
        </Suspense>
      )}
      <PaymentReturnModal />
    </section>
  );
}
