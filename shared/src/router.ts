// Every app's `react-router-dom` import resolves here (an alias in rspack.shared.js), and this
// module is the one shared singleton for routing. Sharing react-router-dom itself would ship the
// whole library (about 60 KB gzipped) on a first visit; through this file only what is listed is
// bundled. An export that is missing here fails the build: add it to the list. (Tests run against
// the package itself, so MemoryRouter need not be here.)
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, NavigateOptions, Location, To, Params, PathMatch, RouteObject, SetURLSearchParams } from 'react-router';
// The site's own Link, without the framework mode's prefetching (see router-link.tsx).
export { Link, type LinkProps } from './router-link';
