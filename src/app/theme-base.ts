import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Narthex look: Mantine defaults with an indigo accent, shades picked so that white text on
 * filled components and "dimmed" text both meet WCAG AA contrast (4.5:1) in either scheme. What
 * the theme's CSS variables are made of, apart from its components' defaults (theme.ts), so the
 * build can render the variables (rendered-stylesheet.ts) without loading any component's CSS.
 */
export const baseTheme = createTheme({
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
 * so secondary text gets slightly stronger greys; likewise the error red of form messages
 * (red.6 on white is 3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#a3a3a3', '--mantine-color-error': '#ff8787' },
});
