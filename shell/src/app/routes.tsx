import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found';
import { RemoteSlot } from '../shared/lib/remotes';
import { Layout } from './layout/layout';

const pagePlaceholder = <div className="shell-page-placeholder" aria-busy="true" />;

/** The route table of SPEC §2: which remote owns which page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RemoteSlot remote="catalog" module="HomePage" area="Главная" placeholder={pagePlaceholder} />} />
        <Route
          path="store/*"
          element={<RemoteSlot remote="catalog" module="CataloguePage" area="Каталог" placeholder={pagePlaceholder} />}
        />
        <Route path="cart" element={<RemoteSlot remote="cart_checkout" module="CartPage" area="Корзина" placeholder={pagePlaceholder} />} />
        <Route
          path="profile/*"
          element={<RemoteSlot remote="profile" module="ProfilePage" area="Профиль" placeholder={pagePlaceholder} />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
