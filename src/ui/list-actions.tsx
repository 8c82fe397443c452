import { Button, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

import type { ExportTask } from '../lib/browser/export/use-export-task';
import { useExportTask } from '../lib/browser/export/use-export-task';
import { useOrganizationTimeZone } from '../lib/browser/organization-time-zone';
import { useT } from './i18n/language-context';
import './print.css';
import { StylesheetIcon } from './stylesheet-icon';

// Off the path to a list's first row: the progress loads when an export starts.
const ExportProgress = lazy(() =>
  import('./export-progress').then((m) => ({ default: m.ExportProgress })),
);

/** Lists up to this many records can be printed whole (loaded first); longer ones by page. */
export const printAllLimit = 500;

export interface ListActionsProps {
  /** The records in words, plural and in the page's language: "batches". */
  noun: string;
  /** Records that match the list's query; undefined while unknown. */
  total: number | undefined;
  /** Rows on the current page. */
  shown: number;
  /** The export of the whole query, in the organization's time zone. */
  exportTask: (timeZone: string) => ExportTask;
  /** Loads every row of the query and prints them (offered up to printAllLimit records). */
  onPrintAll?: () => void;
  /** Rows are loading for printing all of them. */
  printAllPending?: boolean;
  printAllFailed?: boolean;
}

function printPage() {
  window.print();
}

/**
 * A list's Export CSV (the whole query, walked page by page with progress and cancel) and Print
 * (this page, and every row when there are few enough). No menu: a popover would bring
 * floating-ui onto every list's first load (D90). Hidden from the printout.
 */
export function ListActions({
  noun,
  total,
  shown,
  exportTask,
  onPrintAll,
  printAllPending = false,
  printAllFailed = false,
}: ListActionsProps) {
  const exporter = useExportTask();
  const t = useT();
  const { timeZone } = useOrganizationTimeZone();
  const startExport = () => {
    if (timeZone !== undefined) exporter.start(exportTask(timeZone));
  };
  const more = total !== undefined && total > shown;
  const canPrintAll = more && onPrintAll !== undefined && total <= printAllLimit;

  return (
    <div data-print-hide="">
      <Group justify="flex-end" gap="xs" mb="xs">
        <Button
          variant="default"
          leftSection={<StylesheetIcon name="download" />}
          onClick={startExport}
          disabled={exporter.state.status === 'running' || timeZone === undefined || total === 0}
        >
          {t('ui.listActions.export')}
        </Button>
        <Button
          variant="default"
          leftSection={<StylesheetIcon name="printer" />}
          onClick={printPage}
          disabled={shown === 0}
          {...(more
            ? { 'aria-description': t('ui.listActions.printPageDescription', { shown, noun }) }
            : {})}
        >
          {t(more ? 'ui.listActions.printPage' : 'ui.listActions.print')}
        </Button>
        {canPrintAll && (
          <Button
            variant="default"
            leftSection={<StylesheetIcon name="printer" />}
            onClick={onPrintAll}
            loading={printAllPending}
          >
            {t('ui.listActions.printAll', { total })}
          </Button>
        )}
      </Group>
      {exporter.state.status !== 'idle' && (
        <Suspense fallback={null}>
          <ExportProgress
            state={exporter.state}
            noun={noun}
            onCancel={exporter.cancel}
            onDismiss={exporter.dismiss}
            onRetry={startExport}
          />
        </Suspense>
      )}
      {printAllFailed && (
        <Text size="sm" c="red" ta="right" mb="xs" role="alert">
          {t('ui.listActions.printAllFailed', { noun })}
        </Text>
      )}
    </div>
  );
}
