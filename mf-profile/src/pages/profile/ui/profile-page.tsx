import { logoutRequested } from '@store/bus';
import { Button, NotFoundState, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { NavLink } from '@store/router';
import { TEXTS } from '../../../shared/config/texts';
import { ACCOUNT_PATH, ORDERS_PATH } from '../../../shared/lib/route';
import { $access, $route, pageLeft, signInClicked } from '../model/page';
import { AccountView } from './account-view';
import { OrderView } from './order-view';
import { OrdersView } from './orders-view';
import './profile-page.css';

/** profile/ProfilePage: the account, the order history and an order, for a signed-in shopper only. */
export function ProfilePage() {
  const [access, leave] = useUnit([$access, pageLeft]);
  useEffect(() => () => leave(), [leave]);
  return (
    <div className="profile" data-boundary="profile">
      {access === 'checking' && <CheckingSkeleton />}
      {access === 'guest' && <SignInPrompt />}
      {access === 'granted' && <SignedIn />}
    </div>
  );
}

/** The page's frame while the session start-up runs: no prompt, no data, no layout shift. */
function CheckingSkeleton() {
  return (
    <div className="profile-card" aria-busy="true" data-testid="profile-checking">
      <Skeleton width="40%" height={32} />
      <Skeleton lines={4} />
    </div>
  );
}

function SignInPrompt() {
  const signIn = useUnit(signInClicked);
  return (
    <section className="profile-card profile-guest" data-testid="profile-guest" aria-labelledby="profile-guest-title">
      <h1 id="profile-guest-title">{TEXTS.title}</h1>
      <p>{TEXTS.signInPrompt}</p>
      <Button onClick={signIn}>{TEXTS.signIn}</Button>
    </section>
  );
}

function SignedIn() {
  const [route, logout] = useUnit([$route, logoutRequested]);
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'profile-tab profile-tab--active' : 'profile-tab');
  return (
    <>
      <header className="profile-header">
        <nav className="profile-tabs" aria-label="Разделы личного кабинета">
          <NavLink to={ACCOUNT_PATH} end className={tabClass}>
            Профиль
          </NavLink>
          <NavLink to={ORDERS_PATH} className={tabClass}>
            {TEXTS.ordersTitle}
          </NavLink>
        </nav>
        <Button variant="outlined" size="sm" onClick={() => logout()} data-testid="profile-logout">
          {TEXTS.logout}
        </Button>
      </header>
      {route.name === 'account' && <AccountView />}
      {route.name === 'orders' && <OrdersView />}
      {route.name === 'order' && <OrderView />}
      {route.name === 'notFound' && (
        <div data-testid="profile-not-found">
          <NotFoundState title={TEXTS.pageNotFound} />
        </div>
      )}
    </>
  );
}
