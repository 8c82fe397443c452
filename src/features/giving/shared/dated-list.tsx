import { Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';

import type { DatedResult, NewestPage, Reading } from '../../../api/dated-lists';
import type { CsvColumn } from '../../../lib/pure/export/csv';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import type { ExportTask } from '../../../lib/browser/export/use-export-task';
import type { WalkProgress } from '../../../lib/pure/export/walk-pages';
import { useUrlPaging } from '../../../lib/browser/list-paging';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { ListActions } from '../../../ui/list-actions';
import { usePrintAll } from '../../../ui/print-all';
import { QueryError } from '../../../ui/query-error';
import { csvColumnsOf, type ListColumn } from '../../../ui/resource-view/list-column';
import { loadedPage, PagedTable } from '../../../ui/resource-view/paged-table';
import type { DayRange } from './giving-range';
import { ReadCancelled, ReadProgress } from './read-progress';
import { newestPageWords, rangeReadWords } from './reading-words';
import { useGivingRead } from './use-giving-read';

type ReadControl = { signal: AbortSignal; onProgress: (progress: WalkProgress) => void };

/** The whole list newest first, a page at a time: when nothing narrows it. */
export interface WholeList<T> {
  key: readonly unknown[];
  page: (args: { offset: number; perPage: number; signal: AbortSignal }) => Promise<NewestPage<T>>;
  /** Every record newest first, for the export and for printing them all. */
  all: (control: ReadControl) => Promise<T[]>;
}

/** The list narrowed (a range, a status…): read in full under the rate limit, then paged here. */
export interface NarrowedList<T> {
  key: readonly unknown[];
  read: Parameters<typeof useGivingRead<DatedResult<T>>>[1];
  /** What the page narrows by that the service could not, in words ("status", "fund"). */
  narrowedHere: (reading: Reading) => string[];
  /** What narrows it, for the file's name ("succeeded", "card"). */
  fileWords: readonly string[];
  days: DayRange;
}

/** The table's columns export themselves, or the file has columns of its own. */
type ColumnsAndFile<T> =
  | { columns: readonly ListColumn<T>[]; csvColumns?: undefined }
  | {
      columns: readonly ColumnDef<T>[];
      /** The CSV's own columns: the API's values rather than the table's words. */
      csvColumns: (timeZone: string) => readonly CsvColumn<T>[];
    };

export type DatedListProps<T extends { id: string }> = ColumnsAndFile<T> & {
  /** The records in words, plural: "batches". */
  noun: string;
  /** The table's accessible name: "Batches". */
  caption: string;
  whole: WholeList<T>;
  /** Present when something narrows the list. */
  narrowed?: NarrowedList<T> | undefined;
  onRowOpen?: (row: T) => void;
  rowLabel?: (row: T) => string;
  /** Above the table: the page's controls (the range, the narrowings). */
  toolbar?: ReactNode;
  /** Nothing is read yet (a range waits for the organization's time zone). */
  waiting?: boolean;
  /** Between the note and the table, given the rows on screen (a notice about them). */
  aboveTable?: (rows: readonly T[]) => ReactNode;
};

const noProgress = () => undefined;

/**
 * A giving list newest first (dated-lists.ts): a page of the whole list, or every record of a
 * range read in full with progress and Cancel; a sentence says how it was read. CSV and print
 * hold what the list holds, newest first.
 */
export function DatedList<T extends { id: string }>(props: DatedListProps<T>) {
  const { noun, caption, columns, whole, narrowed, onRowOpen, rowLabel, toolbar, aboveTable } =
    props;
  const t = useT();
  const locale = useLocale();
  const waiting = props.waiting ?? false;
  const paging = useUrlPaging('');
  const { timeZone } = useOrganizationTimeZone();
  const wholePage = useQuery({
    queryKey: [...whole.key, 'newest', paging.offset, paging.perPage],
    queryFn: ({ signal }) => whole.page({ offset: paging.offset, perPage: paging.perPage, signal }),
    placeholderData: keepPreviousData,
    enabled: narrowed === undefined && !waiting,
  });
  const read = useGivingRead<DatedResult<T>>(
    narrowed?.key ?? [...whole.key, 'unused'],
    narrowed?.read ?? (() => Promise.reject(new Error('nothing narrows this list'))),
    narrowed !== undefined,
  );
  const found = narrowed ? read.query.data : undefined;
  const rows = found?.records;

  const wholeAll = whole.all;
  const printAll = usePrintAll<T>(
    useCallback(
      (signal: AbortSignal) =>
        rows ? Promise.resolve(rows) : wholeAll({ signal, onProgress: noProgress }),
      [rows, wholeAll],
    ),
    JSON.stringify(narrowed?.key ?? whole.key),
  );

  const fileColumns = (zone: string): readonly CsvColumn<T>[] =>
    props.csvColumns
      ? props.csvColumns(zone)
      : [{ header: 'ID', value: (row) => row.id }, ...csvColumnsOf(props.columns, zone, t)];
  const exportTask =
    (zone: string): ExportTask =>
    async (control) => {
      const [records, { toCsv }] = await Promise.all([
        rows ? Promise.resolve(rows) : wholeAll(control),
        import('../../../lib/pure/export/csv'),
      ]);
      return {
        text: toCsv(records, fileColumns(zone)),
        filename: exportFilename({
          subject: noun,
          narrowing: narrowed?.fileWords ?? [],
          ...(narrowed ? { days: narrowed.days } : {}),
        }),
        count: records.length,
      };
    };

  const total = narrowed ? rows?.length : wholePage.data?.totalCount;
  const shown = narrowed
    ? Math.min(paging.perPage, Math.max(0, (rows?.length ?? 0) - paging.offset))
    : (wholePage.data?.records.length ?? 0);
  const note = narrowed
    ? found &&
      rangeReadWords(
        t,
        locale,
        found.reading,
        found.records.length,
        noun,
        narrowed.narrowedHere(found.reading),
      )
    : wholePage.data && newestPageWords(t, wholePage.data.reading, noun);

  return (
    <>
      {toolbar && <div data-print-hide="">{toolbar}</div>}
      {(narrowed === undefined || rows !== undefined) && (
        <ListActions
          noun={noun}
          total={total}
          shown={shown}
          exportTask={exportTask}
          onPrintAll={printAll.start}
          printAllPending={printAll.pending}
          printAllFailed={printAll.failed}
        />
      )}
      {note && (
        <Text size="sm" c="dimmed" mb="xs" data-print-hide="">
          {note}
        </Text>
      )}
      {aboveTable?.(
        narrowed
          ? (rows ?? []).slice(paging.offset, paging.offset + paging.perPage)
          : (wholePage.data?.records ?? []),
      )}
      {printAll.rows && (
        <div className="narthex-print-only">
          <DataTable
            caption={t('giving.list.printCaption', { caption, count: printAll.rows.length })}
            columns={[...columns]}
            rows={printAll.rows}
            rowKey={(row) => row.id}
          />
        </div>
      )}
      <div {...(printAll.rows ? { 'data-print-hide': '' } : {})}>
        {narrowed && read.query.isError ? (
          <QueryError
            error={read.query.error}
            what={t('giving.list.what', { noun })}
            onRetry={read.restart}
          />
        ) : narrowed && read.cancelled ? (
          <ReadCancelled noun={noun} onRestart={read.restart} />
        ) : narrowed && rows === undefined ? (
          <ReadProgress noun={noun} progress={read.progress} onCancel={read.cancel} />
        ) : (
          <PagedTable<T>
            query={narrowed ? loadedPage(rows, paging, false) : wholePage}
            paging={paging}
            noun={noun}
            caption={caption}
            columns={columns}
            hold={timeZone === undefined}
            {...(onRowOpen ? { onRowOpen } : {})}
            {...(rowLabel ? { rowLabel } : {})}
            empty={
              narrowed ? t('giving.list.emptyNarrowed', { noun }) : t('giving.list.empty', { noun })
            }
            skeletonRows={Math.min(10, paging.perPage)}
          />
        )}
      </div>
    </>
  );
}
