import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function RecurringDonationsPage() {
  return (
    <>
      <PageHeader title="Giving" />
      <EmptyState description="This page is being built." />
    </>
  );
}
