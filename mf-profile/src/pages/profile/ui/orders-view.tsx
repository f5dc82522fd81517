import { ORDER_STATUS_FILTERS, ORDER_STATUS_NAMES, parseOrderStatusId, type OrderStatusId } from '@store/domain';
import { EmptyState, ErrorState, Pagination, Select, Skeleton, buttonClassName } from '@store/ui';
import { useUnit } from 'effector-react';
import type { ChangeEvent } from 'react';
import { Link, Navigate, useNavigate } from '@store/router';
import { OrderCard } from '../../../entities/order';
import { TEXTS } from '../../../shared/config/texts';
import { useNow } from '../../../shared/lib/use-now';
import { ordersHref, ORDERS_PATH } from '../../../shared/lib/route';
import { $orders, $ordersPages, $ordersRedirect, $ordersStatus, $shownQuery, ordersRetried } from '../model/orders';
import { $route } from '../model/page';

const ALL = '';

/** /profile/orders?page=&status=: the history, newest first, with its status filter in the URL. */
export function OrdersView() {
  const [route, list, status, pages, shown, redirect, retry] = useUnit([
    $route,
    $orders,
    $ordersStatus,
    $ordersPages,
    $shownQuery,
    $ordersRedirect,
    ordersRetried,
  ]);
  const navigate = useNavigate();
  const now = useNow();
  if (route.name !== 'orders') return null;
  if (redirect) return <Navigate to={redirect} replace />;

  const filter = route.status;
  const options = [{ value: ALL, label: TEXTS.allOrders }, ...statusOptions(filter)];
  const chooseStatus = (event: ChangeEvent<HTMLSelectElement>) =>
    navigate(ordersHref({ page: 1, status: parseOrderStatusId(event.target.value) }));
  const page = shown?.page ?? route.page;

  return (
    <section className="profile-orders" data-testid="profile-orders" aria-labelledby="profile-orders-title">
      <div className="profile-orders__head">
        <h1 id="profile-orders-title" className="profile-title">
          {TEXTS.ordersTitle}
        </h1>
        <Select
          label="Статус заказа"
          options={options}
          value={filter === null ? ALL : String(filter)}
          onChange={chooseStatus}
          data-testid="profile-orders-status"
        />
      </div>
      {status === 'error' && <ErrorState message={TEXTS.ordersLoadFailed} onRetry={retry} retryLabel={TEXTS.retry} />}
      {(status === 'idle' || status === 'loading') && <OrdersSkeleton />}
      {status === 'ready' && list && list.items.length === 0 && (
        <div data-testid="profile-orders-empty">
          {filter === null ? (
            <EmptyState
              title={TEXTS.noOrders}
              text={TEXTS.noOrdersText}
              action={
                <Link to="/store" className={buttonClassName()}>
                  {TEXTS.toCatalogue}
                </Link>
              }
            />
          ) : (
            <EmptyState
              title={TEXTS.noOrdersOfStatus}
              action={
                <Link to={ORDERS_PATH} className={buttonClassName({ variant: 'outlined' })}>
                  {TEXTS.allOrders}
                </Link>
              }
            />
          )}
        </div>
      )}
      {status === 'ready' && list && list.items.length > 0 && (
        <>
          <ul className="profile-orders__list" data-testid="profile-orders-list">
            {list.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} now={now} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <Pagination page={page} pages={pages} hrefFor={(p) => ordersHref({ page: p, status: filter })} label="Страницы заказов" />
          )}
        </>
      )}
    </section>
  );
}

/** One option per shown status name, plus the URL's own status when it is one of a pair (6, 15). */
function statusOptions(current: OrderStatusId | null) {
  const ids = current !== null && !ORDER_STATUS_FILTERS.includes(current) ? [...ORDER_STATUS_FILTERS, current] : ORDER_STATUS_FILTERS;
  return ids.map((id) => ({ value: String(id), label: ORDER_STATUS_NAMES[id] }));
}

function OrdersSkeleton() {
  return (
    <ul className="profile-orders__list" aria-busy="true" data-testid="profile-orders-loading">
      {[0, 1, 2].map((key) => (
        <li key={key} className="profile-order-skeleton">
          <Skeleton height={132} radius={8} />
        </li>
      ))}
    </ul>
  );
}
