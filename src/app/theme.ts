import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Narthex look: Mantine defaults with an indigo accent, shades picked so that white text on
 * filled components and "dimmed" text both meet WCAG AA contrast (4.5:1) in either scheme.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * Mantine's default dimmed colours (gray.6 on white, dark.2 on dark.7) fall short of 4.5:1,
 * so secondary text gets slightly stronger greys.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d' },
  dark: { '--mantine-color-dimmed': '#a3a3a3' },
});
