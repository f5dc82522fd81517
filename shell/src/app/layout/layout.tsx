import { SHOP_AGE_YEARS } from '@store/domain';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation } from '@store/router';
import { PageBreadcrumbs } from '../../features/breadcrumbs';
import { isShellLess } from '../../shared/config/route-table';
import { adoptServerFooter, adoptServerMain, ServerMainContext, type ServerFooter, type ServerMain } from '../../shared/lib/ssr';
import { AdoptedFooter, Footer } from './footer';
import { Header } from './header';
import { TabBar } from './tab-bar';
import './layout.css';

function Head() {
  return (
    <>
      <a className="shell-skip-link" href="#main">
        Перейти к содержанию
      </a>
      <Header />
      <p className="shell-banner" data-testid="shell-banner">
        <span className="shell-banner__full">
          Нам {SHOP_AGE_YEARS} года: техника, инструмент и электроника с гарантией и самовывозом из магазинов
        </span>
        <span className="shell-banner__short">Нам {SHOP_AGE_YEARS} года: гарантия и самовывоз</span>
      </p>
    </>
  );
}

/**
 * The layout around the server's main (decision 0047): the header in the shell's root, the crumbs and
 * routes rendered into the main the server drew (before its page, which stays where it is), the footer
 * and the tab bar after it. The browser then lays out the header and the footer, not the page again.
 * The footer is the server's when it drew one (decision 0055).
 */
function AroundServerMain({ server, serverFooter }: { server: ServerMain; serverFooter: ServerFooter | null }) {
  useLayoutEffect(() => {
    // The shell's crumbs are drawn now, from the same list: the server's copy goes in the same frame.
    server.crumbs?.remove();
  }, [server]);
  return (
    <ServerMainContext.Provider value={server.main}>
      <div className="shell-page shell-page--head">
        <Head />
      </div>
      {createPortal(
        <>
          <PageBreadcrumbs />
          <Outlet />
        </>,
        server.slot,
      )}
      {createPortal(
        <>
          {!serverFooter && <Footer />}
          <TabBar />
        </>,
        server.after,
      )}
    </ServerMainContext.Provider>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const shellLess = isShellLess(pathname);
  // Taken at the first render: the server's main stays the layout's main for the whole visit.
  const [server] = useState(() => (shellLess ? null : adoptServerMain()));
  // The footer the server drew after its frame (decision 0055): kept for the whole visit, as drawn.
  const [serverFooter] = useState(() => (shellLess ? null : adoptServerFooter()));
  useLayoutEffect(() => {
    if (server) server.frame.hidden = shellLess;
  }, [server, shellLess]);
  const content = shellLess ? (
    <Outlet />
  ) : server ? (
    <AroundServerMain server={server} serverFooter={serverFooter} />
  ) : (
    <div className="shell-page">
      <Head />
      <main className="shell-main shell-container" id="main" tabIndex={-1}>
        <PageBreadcrumbs />
        <Outlet />
      </main>
      {!serverFooter && <Footer />}
      <TabBar />
    </div>
  );
  return (
    <>
      {serverFooter && <AdoptedFooter footer={serverFooter} hidden={shellLess} />}
      {content}
    </>
  );
}
