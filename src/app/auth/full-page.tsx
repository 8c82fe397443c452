import { Center, Loader, Paper, useComputedColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page of its own, outside the app shell: one card in the middle of the screen. */
export function CenteredCard({ children }: { children: ReactNode }) {
  // The page sits a step back from the card: lighter than white is impossible, so it is grey
  // in light and darker than the card in dark.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Center
      component="main"
      mih="100dvh"
      p="md"
      bg={scheme === 'dark' ? 'var(--mantine-color-dark-8)' : 'var(--mantine-color-gray-0)'}
    >
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw="26rem">
        {children}
      </Paper>
    </Center>
  );
}

/** Fills the screen while something the whole app waits for is loading. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center component="main" mih="100dvh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
