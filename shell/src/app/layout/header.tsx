import { authModalRequested, $favouritesCount, $session, $supportPhone } from '@store/bus';
import { phoneHref } from '@store/domain';
import { useUnit } from 'effector-react';
import { Link, NavLink } from '@store/router';
import { CatalogueButton } from '../../features/catalogue-dropdown';
import { CityButton } from '../../features/city';
import { SearchSlot } from '../../features/search-slot';
import { $headerBottomMenu, $topMenu } from '../../entities/menus';
import { $supportHours } from '../../features/settings';
import { $shownCartCount } from '../../features/headless';

/** Top bar, middle bar and the scrollable bottom menu of SPEC §2 "Page shell". */
export function Header() {
  const [topMenu, bottomMenu, phone, hours] = useUnit([$topMenu, $headerBottomMenu, $supportPhone, $supportHours]);
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
          {phone && (
            <a className="shell-topbar__phone" href={phoneHref(phone)} data-testid="shell-header-phone">
              {phone} <span className="shell-muted">{hours}</span>
            </a>
          )}
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
  const [cartCount, favourites, session, requestAuth] = useUnit([$shownCartCount, $favouritesCount, $session, authModalRequested]);
  return (
    <div className="shell-middlebar">
      <div className="shell-container shell-middlebar__row">
        <CatalogueButton />
        <Link to="/" className="shell-logo" aria-label="На главную">
          <span className="shell-logo__mark">ТЕХНО</span>
          <span className="shell-logo__tail">СИБИРЬ</span>
        </Link>
        <SearchSlot />
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
            {cartCount > 0 && (
              <span className="shell-badge" data-testid="shell-cart-count">
                {cartCount}
              </span>
            )}
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
