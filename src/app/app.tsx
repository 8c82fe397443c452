import '@mantine/core/styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';

import { ApiClientProvider } from '../lib/api-query/api-client-context';
import { apiClient } from './api-client';
import { createSessionEndedHandler } from './auth/session-ended';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The app's single client; an API call that finds the session ended leads to the sign-in page. */
const queryClient = createQueryClient({
  onSessionEnded: createSessionEndedHandler({
    currentPath: () => pathOf(router.state.location),
    pendingPath: () => {
      const { location } = router.state.navigation;
      return location ? pathOf(location) : undefined;
    },
    replace: (to) => void router.navigate(to, { replace: true }),
  }),
});
const router = createAppRouter(apiClient, queryClient);

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </MantineProvider>
  );
}
