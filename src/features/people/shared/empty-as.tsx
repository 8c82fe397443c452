import { Text } from '@mantine/core';

import type { ColumnDef } from '../../../ui/data-table';

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
        return (
          <Text span size="sm" c="dimmed">
            {text}
          </Text>
        );
      }
      return column.cell(context);
    },
  };
}
