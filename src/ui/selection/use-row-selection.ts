import { useCallback, useState } from 'react';

/** A selected row: its id and the name it is copied under. */
export interface SelectedRow {
  id: string;
  name: string;
}

export interface RowSelection {
  /** Selected rows by id, in the order they were selected. */
  selected: ReadonlyMap<string, SelectedRow>;
  isSelected: (id: string) => boolean;
  toggle: (row: SelectedRow, on: boolean) => void;
  /** Selects or unselects every row of a page. */
  togglePage: (rows: readonly SelectedRow[], on: boolean) => void;
  clear: () => void;
}

const none: ReadonlyMap<string, SelectedRow> = new Map();

/**
 * Rows selected by id, so a selection survives paging; a new `scope` (another filter or search)
 * starts an empty one.
 */
export function useRowSelection(scope: string): RowSelection {
  const [state, setState] = useState<{ scope: string; rows: ReadonlyMap<string, SelectedRow> }>({
    scope,
    rows: none,
  });
  const selected = state.scope === scope ? state.rows : none;

  const update = useCallback(
    (change: (rows: Map<string, SelectedRow>) => void) =>
      setState((current) => {
        const rows = new Map(current.scope === scope ? current.rows : none);
        change(rows);
        return { scope, rows };
      }),
    [scope],
  );

  const toggle = useCallback(
    (row: SelectedRow, on: boolean) =>
      update((rows) => (on ? rows.set(row.id, row) : rows.delete(row.id))),
    [update],
  );
  const togglePage = useCallback(
    (page: readonly SelectedRow[], on: boolean) =>
      update((rows) => {
        for (const row of page) {
          if (on) rows.set(row.id, row);
          else rows.delete(row.id);
        }
      }),
    [update],
  );
  const clear = useCallback(() => update((rows) => rows.clear()), [update]);

  return { selected, isSelected: (id) => selected.has(id), toggle, togglePage, clear };
}
