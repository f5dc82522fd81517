import { $session, authModalRequested } from '@store/bus';
import { useUnit } from 'effector-react';
import { NavLink } from '@store/router';
import { $shownCartCount } from '../../features/headless';

/** Mobile bottom tab bar: Home, Favourites, Cart, Profile (or Sign in). */
export function TabBar() {
  const [cartCount, session, requestAuth] = useUnit([$shownCartCount, $session, authModalRequested]);
  return (
    <nav className="shell-tabbar" aria-label="Нижнее меню">
      <NavLink to="/" end>
        Главная
      </NavLink>
      <NavLink to="/favorite">Избранное</NavLink>
      <NavLink to="/cart">Корзина{cartCount > 0 && <span className="shell-badge">{cartCount}</span>}</NavLink>
      {session.isAuth ? (
        <NavLink to="/profile">Профиль</NavLink>
      ) : (
        <button type="button" onClick={() => requestAuth({})}>
          Войти
        </button>
      )}
    </nav>
  );
}
