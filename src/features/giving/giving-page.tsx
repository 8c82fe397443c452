import { Badge } from '@mantine/core';

import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function GivingPage() {
  return (
    <>
      <PageHeader
        title="Giving"
        badge={
          <Badge color="yellow.5" autoContrast size="lg">
            Beta
          </Badge>
        }
        description="Review donations, batches and deposits, and the funds gifts are designated to. The Giving API is in beta, so some details may change."
      />
      <EmptyState description="This area is still being built. Donations, batches and deposits will appear here once it is connected to the Giving API." />
    </>
  );
}
