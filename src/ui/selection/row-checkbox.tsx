import type { ComponentPropsWithoutRef } from 'react';

/**
 * The browser's own checkbox in the theme's colour, for the many rows of a list: Mantine's
 * Checkbox brought 3 kB of gzip to every list page's first load for the same control. Styled
 * by first-paint.css.
 */
export function RowCheckbox({
  indeterminate = false,
  ...props
}: Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className'> & { indeterminate?: boolean }) {
  return (
    <input
      {...props}
      type="checkbox"
      className="narthex-row-checkbox"
      ref={(input) => {
        // Only a property: there is no attribute for "some are checked".
        if (input) input.indeterminate = indeterminate;
      }}
    />
  );
}
