// The router of the shell and every remote, shared as ONE Module Federation singleton in place of
// react-router-dom (decision 0044). A shared module is kept whole, every export of it, because
// another remote might use any; react-router-dom shared whole carried all of @remix-run/router
// (data routers, loaders, actions, fetchers) to every first visit. Shared through this module, the
// build keeps only what is listed here. An app that needs another export adds it here (a minor
// version: `strictVersion` makes an older shell refuse a remote that needs more, instead of handing
// it `undefined`); apps never import react-router-dom themselves (eslint), or they would get a
// router of their own that sees none of the shell's routes and locations.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useInRouterContext,
  useLocation,
  useNavigate,
} from 'react-router-dom';
export type { Location, Navigator } from 'react-router-dom';
