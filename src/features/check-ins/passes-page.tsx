import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function PassesPage() {
  return (
    <>
      <PageHeader title="Passes" />
      <EmptyState description="This page is being built." />
    </>
  );
}
