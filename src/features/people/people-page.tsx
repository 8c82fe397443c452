import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function PeoplePage() {
  return (
    <>
      <PageHeader
        title="People"
        description="Look up the people in your church's records, with their households and contact details."
      />
      <EmptyState description="This area is still being built. The people directory will appear here once it is connected to the People API." />
    </>
  );
}
