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
      <main className="shell-main shell-container" id="main">
        <Outlet />
      </main>
      <Footer />
      <TabBar />
    </div>
  );
}
