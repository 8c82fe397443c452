import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function EventPage() {
  return (
    <>
      <PageHeader title="Event" />
      <EmptyState description="This page is being built." />
    </>
  );
}
