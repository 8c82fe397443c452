import type { ColumnDef } from '../data-table';
import { RowCheckbox } from './row-checkbox';
import type { RowSelection, SelectedRow } from './use-row-selection';

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
      <RowCheckbox
        aria-label="Select all on this page"
        checked={all}
        indeterminate={chosen > 0 && !all}
        disabled={page.length === 0}
        onChange={() => selection.togglePage(page, !all)}
      />
    ),
    cell: ({ row }) => {
      const selected = rowOf(row.original);
      return (
        <RowCheckbox
          aria-label={`Select ${selected.name}`}
          checked={selection.isSelected(selected.id)}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => selection.toggle(selected, event.currentTarget.checked)}
        />
      );
    },
  };
}
