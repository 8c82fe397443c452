import type { MantineThemeComponents, SelectProps } from '@mantine/core';

import classes from './combobox-defaults.module.css';

const optionList = {
  // The four share these props (Select's types stand for them all).
  defaultProps: { openOnFocus: false, withScrollArea: false } satisfies Partial<SelectProps>,
  classNames: { options: classes.options, option: classes.option },
};

/**
 * How every field with an option list behaves (Select, MultiSelect, Autocomplete, TagsInput), in
 * the app's theme and the component tests' alike (D197):
 *
 * - Focus alone does not open the list; typing, a click or an arrow key does, as in the ARIA
 *   combobox pattern. So a refused save that puts the keyboard on such a field (the first invalid
 *   one) leaves it closed, its message in view and read out with the field.
 * - The listbox itself scrolls, instead of Mantine's scroll area inside it: the field drives it
 *   with the arrow keys (aria-controls, aria-activedescendant), so a scroll box that Tab cannot
 *   reach is right for it, and axe accepts a combobox's own popup; it does not accept the scroll
 *   area's box within (scrollable-region-focusable). `maxDropdownHeight` belongs to that scroll
 *   area and does nothing here: give `styles={{ options: { maxHeight } }}` instead.
 * - On the option the arrow keys are on, secondary text is as readable as the option's own.
 */
export const comboboxComponents = {
  Select: optionList,
  MultiSelect: optionList,
  Autocomplete: optionList,
  TagsInput: optionList,
} satisfies MantineThemeComponents;
