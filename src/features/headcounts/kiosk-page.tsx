import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';

export function KioskPage() {
  return (
    <>
      <PageHeader title="Kiosk" />
      <EmptyState description="This page is being built." />
    </>
  );
}
