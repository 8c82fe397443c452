import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Client } from '../../../api/client';

const ApiClientContext = createContext<Client | null>(null);

export function ApiClientProvider({ client, children }: { client: Client; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): Client {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
