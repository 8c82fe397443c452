import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useExportTask } from '../../../lib/browser/export/use-export-task';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useT } from '../../../ui/i18n/language-context';

const ExportProgress = lazy(() =>
  import('../../../ui/export-progress').then((m) => ({ default: m.ExportProgress })),
);

export interface AttendanceExportButtonProps {
  /** First and last day (YYYY-MM-DD) in the organization's zone, inclusive. */
  from: string;
  to: string;
  eventIds: readonly string[] | 'all';
  /** The file's name, from the range and the chosen events. */
  filename: string;
}

/**
 * Exports every check-in and headcount of the range as CSV, one row each, walked page by page
 * with progress and Cancel; hidden from the printout.
 */
export function AttendanceExportButton({
  from,
  to,
  eventIds,
  filename,
}: AttendanceExportButtonProps) {
  const t = useT();
  const client = useApiClient();
  const { timeZone } = useOrganizationTimeZone();
  const exporter = useExportTask();
  const start = () => {
    if (timeZone === undefined) return;
    const zone = timeZone;
    exporter.start(async (control) =>
      (await import('./attendance-export')).attendanceExportTask(
        client,
        { from, to, eventIds },
        zone,
        filename,
        t,
      )(control),
    );
  };

  return (
    <div data-print-hide="">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={start}
        disabled={exporter.state.status === 'running' || timeZone === undefined}
        aria-description={t('reports.attendanceExport.buttonDescription')}
      >
        {t('reports.attendanceExport.button')}
      </Button>
      {exporter.state.status !== 'idle' && (
        <Suspense fallback={null}>
          <ExportProgress
            state={exporter.state}
            noun={t('reports.attendanceExport.noun')}
            onCancel={exporter.cancel}
            onDismiss={exporter.dismiss}
            onRetry={start}
          />
        </Suspense>
      )}
    </div>
  );
}
