import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function EventsPage() {
  return (
    <>
      <PageHeader title="Events" />
      <EmptyState description="This page is being built." />
    </>
  );
}
