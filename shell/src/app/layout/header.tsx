import { $cartSummary, $favouritesCount, $session, authModalRequested } from '@store/bus';
import { useUnit } from 'effector-react';
import { Link, NavLink } from 'react-router-dom';
import { CityButton } from '../../features/city';
import { $headerBottomMenu, $topMenu } from '../../features/menus';
import { SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../shared/config/env';

/** Top bar, middle bar and the scrollable bottom menu of SPEC §2 "Page shell". */
export function Header() {
  const [topMenu, bottomMenu] = useUnit([$topMenu, $headerBottomMenu]);
  return (
    <header className="shell-header" data-testid="shell-header">
      <div className="shell-topbar">
        <div className="shell-container shell-topbar__row">
          <CityButton />
          <nav className="shell-topbar__menu" aria-label="Верхнее меню">
            {topMenu.map((item) => (
              <Link key={item.id} to={item.href}>
                {item.title}
              </Link>
            ))}
          </nav>
          <a className="shell-topbar__phone" href={SUPPORT_PHONE_HREF}>
            {SUPPORT_PHONE} <span className="shell-muted">{SUPPORT_HOURS}</span>
          </a>
        </div>
      </div>
      <MiddleBar />
      <nav className="shell-bottom-menu" aria-label="Разделы">
        <div className="shell-container shell-bottom-menu__row">
          {bottomMenu.map((item) => (
            <Link key={item.id} to={item.href}>
              {item.title}
            </Link>
          ))}
        </div>
      </nav>
    </header>
  );
}

function MiddleBar() {
  const [cart, favourites, session, requestAuth] = useUnit([$cartSummary, $favouritesCount, $session, authModalRequested]);
  return (
    <div className="shell-middlebar">
      <div className="shell-container shell-middlebar__row">
        <Link to="/store" className="shell-catalog-button" data-testid="shell-catalog-button">
          <span aria-hidden="true">☰</span> Каталог
        </Link>
        <Link to="/" className="shell-logo" aria-label="На главную">
          <span className="shell-logo__mark">ТЕХНО</span>
          <span className="shell-logo__tail">СИБИРЬ</span>
        </Link>
        <nav className="shell-middlebar__actions" aria-label="Покупателю">
          <NavLink to="/favorite" className="shell-action" data-testid="shell-favourites-link">
            Избранное{favourites > 0 && <span className="shell-badge">{favourites}</span>}
          </NavLink>
          {session.isAuth ? (
            <NavLink to="/profile" className="shell-action" data-testid="shell-profile-link">
              Профиль
            </NavLink>
          ) : (
            <button type="button" className="shell-action" data-testid="shell-signin-button" onClick={() => requestAuth({})}>
              Войти
            </button>
          )}
          <NavLink to="/cart" className="shell-action" data-testid="shell-cart-link">
            Корзина
            {cart.count > 0 && (
              <span className="shell-badge" data-testid="shell-cart-count">
                {cart.count}
              </span>
            )}
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
