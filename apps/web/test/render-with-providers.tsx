import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { CurrentUser } from '@slovo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../src/app/theme.ts';
import { ConfirmModalsProvider } from '../src/components/confirm-modals-provider.tsx';
import { SessionProvider } from '../src/lib/auth/session.tsx';

type RenderOptions = { path?: string; queryClient?: QueryClient };

function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

function renderWithinProviders(children: ReactNode, queryClient: QueryClient) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ConfirmModalsProvider>
          <Notifications />
          {children}
        </ConfirmModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Renders one element at `path` with the app's providers around it. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  return renderRoutes([{ path: '*', element: ui }], { ...options, path });
}

/** Renders a route tree in a memory router, as the app's browser router would. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = renderWithinProviders(<RouterProvider router={router} />, queryClient);
  return { ...result, router, queryClient };
}

/** Renders a screen of the signed-in shell for `user`, without the shell around it. */
export function renderWithSession(ui: ReactNode, user: CurrentUser, options: RenderOptions = {}) {
  return renderWithProviders(<SessionProvider user={user}>{ui}</SessionProvider>, options);
}
