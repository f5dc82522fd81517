import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from '@store/router';
import { NotFoundPage } from '../pages/not-found';
import { RemoteSlot } from '../shared/lib/remotes';
import { Layout } from './layout/layout';
import { ROUTES, type RouteEntry, type ShellPageKey } from '../shared/config/route-table';

const pagePlaceholder = <div className="shell-page-placeholder" aria-busy="true" />;

/** The shell's own pages load with their route: the home page carries none of their code. */
const SHELL_PAGES: Record<ShellPageKey, LazyExoticComponent<ComponentType>> = {
  contacts: lazy(() => import('../pages/contacts')),
  point: lazy(() => import('../pages/point')),
  bonus: lazy(() => import('../pages/bonus')),
  feedback: lazy(() => import('../pages/feedback')),
  returns: lazy(() => import('../pages/returns')),
  'sales-rules': lazy(() => import('../pages/sales-rules')),
};

function elementOf(route: RouteEntry) {
  if ('page' in route) {
    const Page = SHELL_PAGES[route.page];
    return (
      <Suspense fallback={pagePlaceholder}>
        <Page />
      </Suspense>
    );
  }
  return <RemoteSlot remote={route.remote} module={route.module} area={route.area} placeholder={pagePlaceholder} page />;
}

/** The route table of SPEC §2 (`route-table.json`): which remote or shell page draws which path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((route) =>
          route.path === '/' ? (
            <Route key={route.path} index element={elementOf(route)} />
          ) : (
            <Route key={route.path} path={route.path.slice(1)} element={elementOf(route)} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
