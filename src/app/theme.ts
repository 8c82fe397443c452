import {
  createTheme,
  type DrawerProps,
  type ModalProps,
  type NativeSelectProps,
} from '@mantine/core';
import { createElement } from 'react';

import { comboboxComponents } from '../ui/combobox-defaults';
import { StylesheetIcon } from '../ui/stylesheet-icon';
import { baseTheme } from './theme-base';

/**
 * The app's theme: its look (theme-base.ts) and its components' defaults. `closeLabel` names the
 * close buttons of dialogs and drawers, in the page's language.
 */
export function appTheme(closeLabel: string) {
  const closeButtonNamed = { closeButtonProps: { 'aria-label': closeLabel } };
  return createTheme({
    ...baseTheme,
    components: {
      // Mantine's close buttons have no text: give them a name for assistive technology. Plain
      // objects, not Modal.extend(), which would pull Modal and Drawer into the initial JS.
      // A dialog fades in where it stays: Mantine's default "pop" grows and slides it, so a
      // button pressed as it appears moves from under the pointer before the release, and the
      // click is lost (a fast tap on "Create field" did nothing, D196).
      Modal: {
        defaultProps: {
          ...closeButtonNamed,
          transitionProps: { transition: 'fade' },
        } satisfies Partial<ModalProps>,
      },
      Drawer: { defaultProps: closeButtonNamed satisfies Partial<DrawerProps> },
      ...comboboxComponents,
      // Mantine's chevron, drawn by the stylesheet: as an inline SVG it was 1 kB of HTML per
      // select (D195).
      NativeSelect: {
        defaultProps: {
          rightSection: createElement(StylesheetIcon, { name: 'select-chevron' }),
        } satisfies Partial<NativeSelectProps>,
      },
    },
  });
}
