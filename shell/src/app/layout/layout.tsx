import { SHOP_AGE_YEARS } from '@store/domain';
import { Outlet, useLocation } from '@store/router';
import { PageBreadcrumbs } from '../../features/breadcrumbs';
import { isShellLess } from '../../shared/config/route-table';
import { Footer } from './footer';
import { Header } from './header';
import { TabBar } from './tab-bar';
import './layout.css';

export function Layout() {
  const { pathname } = useLocation();
  if (isShellLess(pathname)) return <Outlet />;
  return (
    <div className="shell-page">
      <a className="shell-skip-link" href="#main">
        Перейти к содержанию
      </a>
      <Header />
      <p className="shell-banner" data-testid="shell-banner">
        Нам {SHOP_AGE_YEARS} года: техника, инструмент и электроника с гарантией и самовывозом из магазинов
      </p>
      <main className="shell-main shell-container" id="main" tabIndex={-1}>
        <PageBreadcrumbs />
        <Outlet />
      </main>
      <Footer />
      <TabBar />
    </div>
  );
}
