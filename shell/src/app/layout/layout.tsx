import { SHOP_AGE_YEARS } from '@store/domain';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { TabBar } from './tab-bar';
import './layout.css';

/** Paths containing 'dvizhuha' render without the common shell (SPEC §2). */
export const isShellLess = (pathname: string) => pathname.includes('dvizhuha');

export function Layout() {
  const { pathname } = useLocation();
  if (isShellLess(pathname)) return <Outlet />;
  return (
    <div className="shell-page">
      <Header />
      <p className="shell-banner" data-testid="shell-banner">
        Нам {SHOP_AGE_YEARS} года: техника, инструмент и электроника с гарантией и самовывозом из магазинов
      </p>
      <main className="shell-main shell-container" id="main">
        <Outlet />
      </main>
      <Footer />
      <TabBar />
    </div>
  );
}
