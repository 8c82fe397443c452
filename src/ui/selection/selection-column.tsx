import type { ChangeEvent, MouseEvent } from 'react';

import type { ColumnDef } from '../data-table';
import { useT } from '../i18n/language-context';
import { RowCheckbox } from './row-checkbox';
import type { RowSelection, SelectedRow } from './use-row-selection';

function PageCheckbox(props: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  const t = useT();
  return <RowCheckbox aria-label={t('ui.selection.selectPage')} {...props} />;
}

function RowSelectCheckbox({
  name,
  ...props
}: {
  name: string;
  checked: boolean;
  onClick: (event: MouseEvent) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useT();
  return <RowCheckbox aria-label={t('ui.selection.selectRow', { name })} {...props} />;
}

/**
 * A first column of checkboxes: one per row ("Select Jane Doe") and one in the header for the
 * page's rows. Clicks stay in the cell, so a row that opens on click does not open.
 */
export function selectionColumn<T>(
  selection: RowSelection,
  pageRows: readonly T[],
  rowOf: (record: T) => SelectedRow,
): ColumnDef<T> {
  const page = pageRows.map(rowOf);
  const chosen = page.filter((row) => selection.isSelected(row.id)).length;
  const all = page.length > 0 && chosen === page.length;
  return {
    id: 'select',
    header: () => (
      <PageCheckbox
        checked={all}
        indeterminate={chosen > 0 && !all}
        disabled={page.length === 0}
        onChange={() => selection.togglePage(page, !all)}
      />
    ),
    cell: ({ row }) => {
      const selected = rowOf(row.original);
      return (
        <RowSelectCheckbox
          name={selected.name}
          checked={selection.isSelected(selected.id)}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => selection.toggle(selected, event.currentTarget.checked)}
        />
      );
    },
  };
}
