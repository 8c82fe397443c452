import type { ColumnDef } from '../../../ui/data-table';

import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import { TimeText } from '../../../ui/date-time-text';
import {
  attributeColumn,
  type AttributeColumnOptions,
  type AttributeOf,
} from '../../../ui/resource-view/attribute-column';
import { KindBadge } from '../shared/kind-badge';
import { listFields } from '../../../ui/resource-view/list-fields';
import { MissingPersonBadge, checkInName, openCheckInLabelReads } from './check-in-person';
import { checkInsPath, tableIncludes, type CheckInRow } from './check-ins-query';

/** Date over time (classes of first-paint.css), so the long datetimes of four columns fit the table's width. */
function StackedDateTime({
  value,
  empty = '—',
}: {
  value: string | null | undefined;
  empty?: string;
}) {
  if (value === null || value === undefined || value === '') {
    return <span className="narthex-cell-sm narthex-cell-dimmed">{empty}</span>;
  }
  return (
    <div className="narthex-cell-stacked">
      <TimeText className="narthex-cell-date" value={value} format="date" />
      <TimeText className="narthex-cell-time" value={value} format="time" />
    </div>
  );
}

const column = (name: AttributeOf<typeof checkInsPath>, options?: AttributeColumnOptions) =>
  attributeColumn<typeof checkInsPath, CheckInRow>(checkInsPath, name, options);

/** The table's columns; header and order of an attribute's column come from the catalog. */
export function checkInColumns(t: Translate, missingPerson: string): ColumnDef<CheckInRow>[] {
  return [
    {
      id: 'name',
      header: t('check-ins.list.columns.name'),
      meta: { orderBy: 'last_name' },
      // The person only for whether there is one (the badge).
      reads: { CheckIn: ['first_name', 'last_name'], Person: [] },
      cell: ({ row }) => (
        <div className="narthex-cell-name narthex-cell-sm">
          {checkInName(t, row.original)}
          {row.original.related.person === null && <MissingPersonBadge label={missingPerson} />}
        </div>
      ),
    },
    {
      ...column('kind'),
      cell: ({ row }) => <KindBadge kind={row.original.attributes.kind} />,
    },
    column('number'),
    {
      ...column('security_code'),
      cell: ({ row }) => (
        <span className="narthex-cell-sm narthex-cell-code">
          {row.original.attributes.security_code}
        </span>
      ),
    },
    {
      id: 'event',
      header: t('check-ins.list.columns.event'),
      reads: { Event: ['name'] },
      cell: ({ row }) => row.original.related.event?.attributes.name ?? '—',
    },
    {
      id: 'session',
      header: t('check-ins.shared.session'),
      reads: { EventPeriod: ['starts_at'] },
      cell: ({ row }) => (
        <StackedDateTime value={row.original.related.event_period?.attributes.starts_at} />
      ),
    },
    {
      id: 'location',
      header: t('check-ins.list.columns.location'),
      reads: { Location: ['name'] },
      cell: ({ row }) => row.original.related.location?.attributes.name ?? '—',
    },
    {
      ...column('created_at', { header: t('check-ins.list.columns.checkedIn') }),
      cell: ({ row }) => <StackedDateTime value={row.original.attributes.created_at} />,
    },
    {
      ...column('checked_out_at', { header: t('check-ins.list.columns.checkedOut') }),
      cell: ({ row }) => (
        <StackedDateTime
          value={row.original.attributes.checked_out_at}
          empty={t('check-ins.list.columns.stillCheckedIn')}
        />
      ),
    },
  ];
}

/** What a column reads does not depend on the language: its words may be the message ids. */
const idsAsWords: Translate = Object.assign((id: MessageId) => id, {
  has: (_id: string): _id is MessageId => false,
});

/**
 * What the table asks of each check-in and its records: what its columns and its rows' open
 * action read, nothing the page hides (no medical notes, no emergency contact; D181).
 */
export const tableFields = listFields(
  checkInsPath,
  tableIncludes,
  checkInColumns(idsAsWords, ''),
  openCheckInLabelReads,
);
