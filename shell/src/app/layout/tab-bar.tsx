import { $cartSummary, $session, authModalRequested } from '@store/bus';
import { useUnit } from 'effector-react';
import { NavLink } from 'react-router-dom';

/** Mobile bottom tab bar: Home, Favourites, Cart, Profile (or Sign in). */
export function TabBar() {
  const [cart, session, requestAuth] = useUnit([$cartSummary, $session, authModalRequested]);
  return (
    <nav className="shell-tabbar" aria-label="Нижнее меню">
      <NavLink to="/" end>
        Главная
      </NavLink>
      <NavLink to="/favorite">Избранное</NavLink>
      <NavLink to="/cart">Корзина{cart.count > 0 && <span className="shell-badge">{cart.count}</span>}</NavLink>
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
