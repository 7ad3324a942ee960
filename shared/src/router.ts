// Every app's `react-router-dom` import resolves here (an alias in rspack.shared.js), and this
// module is the one shared singleton for routing. Sharing react-router-dom itself would ship the
// whole library (about 60 KB gzipped) on a first visit; through this file only what is listed is
// bundled. An export that is missing here fails the build: add it to the list.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useResolvedPath,
  useMatch,
  useHref,
  useInRouterContext,
  useNavigationType,
  useOutletContext,
  useRoutes,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'react-router';
export type { NavigateFunction, NavigateOptions, Location, To, Params, PathMatch, RouteObject, LinkProps, NavLinkProps, SetURLSearchParams } from 'react-router';
