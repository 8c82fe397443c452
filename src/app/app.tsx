import '@mantine/core/styles.css';
import '../ui/first-paint.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { Client } from '../api/client';
import { ApiClientProvider } from '../lib/browser/api-query/api-client-context';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page renders inside, in the browser and on the server alike (the same tree, so a
 * server-rendered page hydrates without a mismatch): the theme, the API client, the query cache.
 */
export function AppProviders({
  client,
  queryClient,
  children,
}: {
  client: Client;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </MantineProvider>
  );
}
