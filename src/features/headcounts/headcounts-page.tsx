import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function HeadcountsPage() {
  return (
    <>
      <PageHeader
        title="Headcounts"
        description="Record and review headcounts: attendance counted by type for each event time, for people who do not check in."
      />
      <EmptyState description="This area is still being built. Headcounts for each event time will appear here, ready to enter and correct." />
    </>
  );
}
