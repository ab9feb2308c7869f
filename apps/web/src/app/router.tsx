import { buildPath, listBuiltRoutes } from '@slovo/contracts';
import { type ComponentType, Suspense } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
} from 'react-router';
import { AppUpdatedView } from '../components/app-updated-view.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { RouteErrorView } from '../components/route-error-view.tsx';
import { reportStaleBuild } from '../lib/app-update.ts';
import { PAGE_LOADERS } from './page-loaders.ts';
import { IndexRedirect, ProtectedLayout, RoleGuard } from './route-guards.tsx';

async function importPage(routeId: string): Promise<ComponentType | null> {
  const load = PAGE_LOADERS[routeId];
  if (!load) throw new Error(`Route "${routeId}" is marked built but has no page`);
  try {
    // Once Vite's preload error event is handled, a failed import resolves to nothing.
    return (await load()) ?? null;
  } catch (error) {
    console.warn(`Cannot load the page of route "${routeId}"`, error);
    return null;
  }
}

async function loadPage(routeId: string): Promise<{ Component: ComponentType }> {
  const Component = await importPage(routeId);
  if (Component) return { Component };
  // The chunk of this build is gone from the server: a new version was deployed.
  reportStaleBuild();
  return { Component: AppUpdatedView };
}

// The browser keeps the window's scroll offset across client-side navigation, so a page opened
// from the bottom of a long one would start scrolled down; back and forward still restore.
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Routes from the contracts table: only built ones are registered (spec 2 access rules). */
export function createRouteObjects(): RouteObject[] {
  const builtRoutes = listBuiltRoutes();
  const publicRoutes = builtRoutes.filter((route) => route.access === 'public');
  const protectedRoutes = builtRoutes.filter((route) => route.access !== 'public');

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorView />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        ...publicRoutes.map(
          (route): RouteObject => ({ path: route.path, lazy: () => loadPage(route.id) }),
        ),
        {
          element: <ProtectedLayout />,
          children: [
            { index: true, element: <IndexRedirect /> },
            ...protectedRoutes.map(
              (route): RouteObject => ({
                path: route.path,
                element: <RoleGuard route={route} />,
                children: [{ index: true, lazy: () => loadPage(route.id) }],
              }),
            ),
          ],
        },
        { path: '*', element: <Navigate to={buildPath('notFound')} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRouteObjects());
}
