import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function RulesPage() {
  return (
    <>
      <PageHeader
        title="Rules"
        description="Write and test the rules Narthex applies to check-in, giving and people data."
      />
      <EmptyState description="This area is still being built. The rules editor will appear here, with a way to try each rule before it is used." />
    </>
  );
}
