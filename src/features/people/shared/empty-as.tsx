import type { ColumnDef } from '../../../ui/data-table';
import { Dimmed } from '../../../ui/resource-view/attribute-column';

/**
 * A catalog column (attributeColumn) whose missing value says what it means here ("Never" for a
 * list that never ran) instead of a dash; a present value keeps the catalog's formatting. The
 * rest of the column (its export) stays as it is.
 */
export function emptyAs<R extends { readonly attributes: object }, C extends ColumnDef<R>>(
  column: C & ColumnDef<R>,
  text: string,
): C {
  return {
    ...column,
    cell: (context) => {
      const value = (context.row.original.attributes as Record<string, unknown>)[column.id];
      if (value === null || value === undefined || value === '') {
        return <Dimmed>{text}</Dimmed>;
      }
      return column.cell(context);
    },
  };
}
