import {
  createTheme,
  type CSSVariablesResolver,
  type DrawerProps,
  type ModalProps,
} from '@mantine/core';

/**
 * Narthex look: Mantine defaults with an indigo accent, shades picked so that white text on
 * filled components and "dimmed" text both meet WCAG AA contrast (4.5:1) in either scheme.
 * `closeLabel` names the close buttons of dialogs and drawers, in the page's language.
 */
export function appTheme(closeLabel: string) {
  const closeButtonNamed = { closeButtonProps: { 'aria-label': closeLabel } };
  return createTheme({
    primaryColor: 'indigo',
    primaryShade: { light: 7, dark: 8 },
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '700' },
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
    },
  });
}

/**
 * Mantine's default dimmed colours (gray.6 on white, dark.2 on dark.7) fall short of 4.5:1,
 * so secondary text gets slightly stronger greys; likewise the error red of form messages
 * (red.6 on white is 3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#a3a3a3', '--mantine-color-error': '#ff8787' },
});
