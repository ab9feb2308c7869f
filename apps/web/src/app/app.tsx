import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppUpdatedView } from '../components/app-updated-view.tsx';
import { DeployInProgressModal } from '../components/deploy-in-progress-modal.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { useIsAppUpdated } from '../lib/app-update.ts';
import { queryClient } from '../lib/query-client.ts';
import { LocalizedProviders } from './localized-providers.tsx';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  const [router] = useState(createAppRouter);
  const isAppUpdated = useIsAppUpdated();

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        {/* Translations load over the network; nothing with text renders before them. */}
        <Suspense fallback={<FullPageLoader />}>
          <LocalizedProviders>
            {isAppUpdated ? <AppUpdatedView /> : <RouterProvider router={router} />}
            <DeployInProgressModal />
          </LocalizedProviders>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
