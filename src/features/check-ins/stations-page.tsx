import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function StationsPage() {
  return (
    <>
      <PageHeader title="Stations" />
      <EmptyState description="This page is being built." />
    </>
  );
}
