import { useCallback, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { resetRemote, type RemoteRegistry } from '../federation/registry';
import { RemoteRoute } from '../federation/RemoteRoute';
import { Frame } from '../layout/Frame';
import { readMenu } from '../layout/menu';
import { ShellPage } from './ShellPage';
import { shellRoutes } from './shell-routes';
import { Protected } from './Protected';

const loadNotFoundPage = () => import('../features/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage }));

/** The route table of architecture §2: the shell's own pages, then each remote at its prefix. */
export function AppRoutes({ registry }: { registry: RemoteRegistry }) {
  const reset = useCallback((remote: string) => resetRemote(registry, remote), [registry]);
  // The menu comes with the composition, which is read before the first render: no wait, no flash.
  const menu = useMemo(() => readMenu(registry.menu), [registry]);
  return (
    <Routes>
      <Route element={<Frame menu={menu} />}>
        <Route index element={<Navigate to="/announcements" replace />} />
        {shellRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {registry.routes.map(({ path, remote, module, access = 'public', visitors }) => {
          const page = <RemoteRoute remote={remote} module={module} onReset={reset} />;
          return (
            <Route
              key={path}
              path={`${path}/*`}
              element={
                access === 'public' ? (
                  page
                ) : (
                  <Protected admin={access === 'admin'} routePath={path} visitors={visitors}>
                    {page}
                  </Protected>
                )
              }
            />
          );
        })}
        {/* Its own chunk: only an unknown address loads it. */}
        <Route path="*" element={<ShellPage load={loadNotFoundPage} />} />
      </Route>
    </Routes>
  );
}
