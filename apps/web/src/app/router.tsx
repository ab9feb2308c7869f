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
import { i18n } from '../lib/i18n.ts';
import { PAGE_LOADERS } from './page-loaders.ts';
import { IndexRedirect, RoleGuard } from './route-guards.tsx';

async function importComponent(
  name: string,
  load: () => Promise<ComponentType>,
): Promise<ComponentType | null> {
  try {
    // Once Vite's preload error event is handled, a failed import resolves to nothing.
    return (await load()) ?? null;
  } catch (error) {
    console.warn(`Cannot load ${name}`, error);
    return null;
  }
}

async function toRouteComponent(
  Component: ComponentType | null,
): Promise<{ Component: ComponentType }> {
  if (Component) return { Component };
  // The chunk of this build is gone from the server: a new version was deployed.
  reportStaleBuild();
  return { Component: AppUpdatedView };
}

async function loadPage(routeId: string): Promise<{ Component: ComponentType }> {
  const page = PAGE_LOADERS[routeId];
  if (!page) throw new Error(`Route "${routeId}" is marked built but has no page`);
  const [Component] = await Promise.all([
    importComponent(`the page of route "${routeId}"`, page.load),
    // A failed translation file leaves keys on screen rather than blocking the page.
    i18n.loadNamespaces(page.namespaces).catch(() => undefined),
  ]);
  return toRouteComponent(Component);
}

/**
 * The staff shell and its texts, fetched side by side, only for signed-in routes: public pages
 * never download them (decision 027). The router loads it alongside the page's own chunk.
 */
async function loadProtectedLayout(): Promise<{ Component: ComponentType }> {
  const [Component] = await Promise.all([
    importComponent('the staff shell', () =>
      import('./protected-layout.tsx').then((module) => module.ProtectedLayout),
    ),
    // A failed translation file leaves keys on screen rather than blocking the shell.
    i18n.loadNamespaces('shell').catch(() => undefined),
  ]);
  return toRouteComponent(Component);
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
          lazy: loadProtectedLayout,
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
