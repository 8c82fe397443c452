import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function CheckInsPage() {
  return (
    <>
      <PageHeader
        title="Check-ins"
        description="See who has checked in to services and events, where and when, including guests and volunteers."
      />
      <EmptyState description="This area is still being built. Check-ins will be listed here once it is connected to the Check-Ins API." />
    </>
  );
}
