import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function MessagesPage() {
  return (
    <>
      <PageHeader title="People" />
      <EmptyState description="This page is being built." />
    </>
  );
}
