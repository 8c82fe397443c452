import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function GivingPeoplePage() {
  return (
    <>
      <PageHeader title="Giving" />
      <EmptyState description="This page is being built." />
    </>
  );
}
